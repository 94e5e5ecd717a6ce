import { useT } from '../lib/i18n/use-t';
import './app-status-banner.css';

export default function AppStatusBanner({
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
