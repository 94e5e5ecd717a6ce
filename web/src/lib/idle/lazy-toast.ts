import type { ToastOptions } from 'react-hot-toast';
import { wantToaster } from './toaster-demand';

type ToastKind = 'success' | 'error' | 'info';

/**
 * A toast for the public pages, which do not load react-hot-toast up front: the library is
 * fetched on the first toast (after a person acts), which also mounts the deferred Toaster.
 */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  wantToaster();
  void import('react-hot-toast').then(({ default: toast }) => {
    if (kind === 'info') toast(message, options);
    else toast[kind](message, options);
  });
}
