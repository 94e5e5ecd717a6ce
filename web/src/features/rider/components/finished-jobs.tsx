import { isOrderStatus, STATUS_LABELS } from '@domain/order-lifecycle';
import type { OrderRecord } from '../../../lib/orders/order-records';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Finished jobs, newest first, one short line each: narrow enough for any phone. */
export function FinishedJobs({ orders }: { orders: OrderRecord[] }) {
  const newestFirst = [...orders].sort(
    (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0),
  );
  return (
    <ul className="finished-jobs" aria-label="Finished">
      {newestFirst.map((order) => (
        <li key={order.id} data-order-id={order.id}>
          <span className="finished-job-status">
            {isOrderStatus(order.status) ? STATUS_LABELS[order.status] : order.status}
          </span>{' '}
          {order.kind === 'parcel' ? 'Parcel' : 'Ride'}: {order.pickup} → {order.dropOff}
          {order.createdAt ? (
            <span className="finished-job-date"> · {when.format(order.createdAt)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
