import { pagePaths } from '@dropwise/domain/page-paths';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/use-t';
import { OPEN_ALERTS, useOpenSosAlerts } from '@/features/admin/api/sos-alerts';
import { ALARM_EVERY_MS, soundAlarm } from './alarm';
import './safety.css';

/**
 * Sounds at once for each alert not heard before, then every ALARM_EVERY_MS while any is open.
 * `openKey` is the open alerts' ids, comma-separated.
 */
function useAlarm(openKey: string) {
  const heard = useRef(new Set<string>());
  useEffect(() => {
    const ids = openKey ? openKey.split(',') : [];
    const fresh = ids.filter((id) => !heard.current.has(id));
    for (const id of fresh) heard.current.add(id);
    if (fresh.length) soundAlarm();
  }, [openKey]);
  const anyOpen = openKey !== '';
  useEffect(() => {
    if (!anyOpen) return undefined;
    const timer = window.setInterval(soundAlarm, ALARM_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [anyOpen]);
}

/**
 * The red line across every admin screen while an SOS alert is open (nobody has acknowledged it),
 * with the way to the safety desk, and the alarm. Nothing while none is, or while the read fails.
 */
export function SosBanner() {
  const t = useT('safetyDesk');
  const live = useOpenSosAlerts();
  const open = live.status === 'success' ? live.data : [];
  useAlarm(
    open
      .map((alert) => alert.id)
      .sort()
      .join(','),
  );
  if (open.length === 0) return null;
  return (
    <div className="sos-banner" role="alert">
      <p>
        <span>
          {t('bannerOpen', { count: open.length, more: open.length >= OPEN_ALERTS ? 'yes' : 'no' })}
        </span>
        <Link to={pagePaths.safetyDesk}>{t('bannerLink')}</Link>
      </p>
    </div>
  );
}
