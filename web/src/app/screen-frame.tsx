import { Suspense, type ReactNode } from 'react';

export function Loading() {
  return (
    <div className="loading" role="status" aria-live="polite">
      Loading...
    </div>
  );
}

export function ScreenFrame({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
