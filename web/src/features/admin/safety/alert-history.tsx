import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import type { SosAlert } from '@/features/admin/api/sos-alerts';

/**
 * Each step of the alert: raised, acknowledged, closed (by whom, when) and the closing note.
 * Admins are named by their account id, as the alert stores them; the reader's own is "you".
 */
export function AlertHistory({ alert, me }: { alert: SosAlert; me: string | null }) {
  const t = useT('safetyDesk');
  const f = useFormat();
  const at = (when: Date | null) => (when ? f.dateTime(when) : t('notRecorded'));
  // "By you" is its own phrase: Hindi and Marathi say it with another word order and ending.
  const who = (uid: string | null) => ({
    by: uid && uid === me ? 'you' : 'other',
    who: uid ?? t('notRecorded'),
  });
  const acknowledged = alert.acknowledgedAt || alert.acknowledgedBy;
  const closed = alert.closedAt || alert.closedBy;
  return (
    <>
      <h3>{t('historyHeading')}</h3>
      <ol className="sos-history">
        <li>{t('historyRaised', { role: alert.role, at: at(alert.raisedAt) })}</li>
        {acknowledged ? (
          <li>{t('historyAcknowledged', { ...who(alert.acknowledgedBy), at: at(alert.acknowledgedAt) })}</li>
        ) : null}
        {closed ? (
          <li>
            {t('historyClosed', { ...who(alert.closedBy), at: at(alert.closedAt) })}
            {alert.note ? (
              <>
                <br />
                {t('historyNote', { note: alert.note })}
              </>
            ) : null}
          </li>
        ) : null}
      </ol>
    </>
  );
}
