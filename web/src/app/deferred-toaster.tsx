import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { isToasterWanted, onToasterWanted } from '@/lib/idle/toaster-demand';

const Toaster = lazy(() => import('react-hot-toast').then(({ Toaster }) => ({ default: Toaster })));

/**
 * react-hot-toast's Toaster, mounted only once something asks for it (lib/idle/toaster-demand.ts),
 * so that the public pages' first load does not carry it. Toasts raised before it mounts wait in
 * react-hot-toast's store and show when it does.
 */
export function DeferredToaster(props: ToasterProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (isToasterWanted()) setMounted(true);
    return onToasterWanted(() => setMounted(true));
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
