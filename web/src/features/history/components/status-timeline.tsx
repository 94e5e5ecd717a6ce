import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useT } from '@/lib/i18n/use-t';
import type { HistoryEntryView } from '@/lib/orders/order-history-view';
import { useReasonText } from '@/lib/i18n/use-reason-text';
import { useOrderTimes } from './format-order';

const BY: Record<string, MessageKey<'history'>> = {
  customer: 'whenByCustomer',
  admin: 'whenByAdmin',
  rider: 'whenByRider',
};

/** Every status change with when, who and why, oldest first. */
export function StatusTimeline({ entries }: { entries: HistoryEntryView[] }) {
  const t = useT('history');
  const labels = useDomainLabels();
  const { when } = useOrderTimes();
  const reasonText = useReasonText();
  return (
    <ol className="status-timeline" aria-label={t('timelineLabel')}>
      {entries.map((entry) => {
        // A rider who took the order from an offer chose it themselves: say so, not just "by".
        const by = entry.viaOffer && entry.role === 'rider' ? 'whenRiderAcceptedOffer' : BY[entry.role];
        return (
          <li key={entry.n}>
            <strong>{entry.from === entry.to ? t('riderChanged') : labels.status(entry.to)}</strong>
            <span className="timeline-meta"> {by ? t(by, { when: when(entry.at) }) : when(entry.at)}</span>
            {entry.reason && (
              <p className="timeline-reason">{t('timelineReason', { reason: reasonText(entry.reason) })}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
