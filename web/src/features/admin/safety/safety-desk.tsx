import { useT } from '@/lib/i18n/use-t';
import type { SosAlert } from '@/features/admin/api/sos-alerts';
import { deskOrder } from './alert-order';
import { type AlertActions, SosAlertCard } from './sos-alert-card';
import './safety.css';

/** The desk's list as read: the alerts, or where the read is. */
export type DeskAlerts = SosAlert[] | 'loading' | 'failed';

/**
 * The alerts, open first, then acknowledged, then closed, the newest on top of each: a list
 * named "Alerts", one article per alert, headed by its order.
 */
export function SafetyDesk({
  alerts,
  now,
  me,
  actions,
}: {
  alerts: DeskAlerts;
  now: number;
  me: string | null;
  actions: AlertActions;
}) {
  const t = useT('safetyDesk');
  if (alerts === 'loading') return <p role="status">{t('deskLoading')}</p>;
  if (alerts === 'failed') return <p role="alert">{t('deskFailed')}</p>;
  if (alerts.length === 0) return <p>{t('deskEmpty')}</p>;
  return (
    <ul className="sos-alerts" aria-label={t('deskList')}>
      {deskOrder(alerts).map((alert) => (
        <li key={alert.id}>
          <SosAlertCard alert={alert} now={now} me={me} actions={actions} />
        </li>
      ))}
    </ul>
  );
}
