import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { whenIdleAfterFirstPaint } from '../lib/idle/after-first-paint';

const Toaster = lazy(() => import('react-hot-toast').then(({ Toaster }) => ({ default: Toaster })));

/**
 * react-hot-toast's Toaster, mounted once the page is idle so that the public pages' first load
 * does not carry it. Toasts raised before it mounts wait in react-hot-toast's store and show
 * when it does.
 */
export function DeferredToaster(props: ToasterProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdleAfterFirstPaint(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
