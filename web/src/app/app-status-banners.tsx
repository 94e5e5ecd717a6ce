import { Suspense } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useAppStatus } from '@/lib/pwa/use-app-status';

/**
 * "You are offline" and "A new version is ready", at the top of every page when they apply. Part
 * of the entry chunk, and its words are fetched once the page is idle (main.tsx): when it is due
 * there may be no network to fetch anything from.
 */
export function AppStatusBanners() {
  const { offline, reloadToUpdate } = useAppStatus();
  if (!offline && !reloadToUpdate) return null;
  return (
    <Suspense fallback={null}>
      <AppStatusBanner offline={offline} reloadToUpdate={reloadToUpdate} />
    </Suspense>
  );
}

function AppStatusBanner({
  offline,
  reloadToUpdate,
}: {
  offline: boolean;
  reloadToUpdate: (() => void) | null;
}) {
  const t = useT('offline');
  return (
    <div className="app-status">
      {offline && (
        <p role="status" className="app-status-line app-status-offline">
          {t('offline')}
        </p>
      )}
      {reloadToUpdate && (
        <p role="status" className="app-status-line">
          <span>{t('newVersion')}</span>
          <button type="button" onClick={reloadToUpdate}>
            {t('reload')}
          </button>
        </p>
      )}
    </div>
  );
}
