import { isOrderStatus } from '@domain/order-lifecycle';
import { useDomainLabels } from '../../../lib/i18n/use-domain-labels';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/use-t';
import type { OrderRecord } from '../../../lib/orders/order-records';

/** Finished jobs, newest first, one short line each: narrow enough for any phone. */
export function FinishedJobs({ orders }: { orders: OrderRecord[] }) {
  const t = useT('rider');
  const labels = useDomainLabels();
  const format = useFormat();
  const newestFirst = [...orders].sort(
    (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0),
  );
  return (
    <ul className="finished-jobs" aria-label={t('finished')}>
      {newestFirst.map((order) => (
        <li key={order.id} data-order-id={order.id}>
          {t.rich('finishedLine', {
            status: isOrderStatus(order.status) ? labels.status(order.status) : order.status,
            kind: labels.kind(order.kind === 'parcel' ? 'parcel' : 'ride'),
            pickup: order.pickup,
            dropOff: order.dropOff,
            b: (chunks) => <span className="finished-job-status">{chunks}</span>,
          })}
          {order.createdAt ? (
            <span className="finished-job-date">
              {t('finishedAt', { when: format.dateTime(order.createdAt) })}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
