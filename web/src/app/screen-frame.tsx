import { Suspense, type ReactNode } from 'react';
import { Loading } from '@/components/loading';

export function ScreenFrame({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
