import { lazy, Suspense } from 'react';
import { useAppStatus } from '../lib/pwa/use-app-status';

// Most visits never show either banner, so its words and code load only when one is due.
const AppStatusBanner = lazy(() => import('./app-status-banner'));

/** "You are offline" and "A new version is ready", at the top of every page when they apply. */
export function AppStatusBanners() {
  const { offline, reloadToUpdate } = useAppStatus();
  if (!offline && !reloadToUpdate) return null;
  return (
    <Suspense fallback={null}>
      <AppStatusBanner offline={offline} reloadToUpdate={reloadToUpdate} />
    </Suspense>
  );
}
