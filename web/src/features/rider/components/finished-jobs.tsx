import type { CashCollection } from '@dropwise/domain/money';
import type { SosRequest } from '@dropwise/domain/safety/sos';
import { useState } from 'react';
import { SosButton } from '@/components/safety/sos-button';
import type { RaisedSos } from '@/lib/safety/raise-sos';
import { sosAvailable } from '@/lib/safety/sos-window';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';
import { usePaise } from '@/lib/money/use-paise';
import type { OrderView } from '@/lib/orders/order-view';
import type { CashRecorded } from '@/features/rider/api/record-cash';
import { CashForm } from './cash-form';
import { ComplaintLink } from './complaint-link';

export type RecordCash = (orderId: string, collection: CashCollection) => Promise<CashRecorded>;

/** When a job finished, as far as the screen knows: delivery, else when it was booked. */
const finishedAt = (order: OrderView) => (order.money.deliveredAt ?? order.createdAt)?.getTime() ?? 0;

/**
 * Finished jobs, the latest first, one short line each: narrow enough for any phone. A delivered
 * job asks for the cash collected until it is recorded, then says how much was.
 */
export function FinishedJobs({
  orders,
  recordCash,
  raiseSos,
}: {
  orders: OrderView[];
  recordCash: RecordCash;
  /** For 30 minutes after a trip, the rider may still raise an SOS on it. */
  raiseSos: (orderId: string, request: SosRequest) => Promise<RaisedSos>;
}) {
  const t = useT('rider');
  const labels = useDomainLabels();
  const format = useFormat();
  const newestFirst = [...orders].sort((a, b) => finishedAt(b) - finishedAt(a));
  return (
    <ul className="finished-jobs" aria-label={t('finished')}>
      {newestFirst.map((order) => (
        <li key={order.id} data-order-id={order.id}>
          {t.rich('finishedLine', {
            status: labels.status(order.status),
            kind: labels.kind(order.kind),
            pickup: order.pickup,
            dropOff: order.dropOff,
            b: (chunks) => <span className="finished-job-status">{chunks}</span>,
          })}
          {order.createdAt ? (
            <span className="finished-job-date">
              {t('finishedAt', { when: format.dateTime(order.createdAt) })}
            </span>
          ) : null}
          <SosButton
            available={sosAvailable(order, Date.now())}
            who="rider"
            send={(request) => raiseSos(order.id, request)}
          />
          <ComplaintLink order={order} />
          {order.status === 'delivered' ? <JobCash order={order} recordCash={recordCash} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The cash of one delivered job: the form until it is recorded, then the amount. What was just
 * saved shows at once; the order's own `payment` takes over when the listener brings it.
 */
export function JobCash({ order, recordCash }: { order: OrderView; recordCash: RecordCash }) {
  const t = useT('rider');
  const paise = usePaise();
  const [saved, setSaved] = useState<number | null>(null);
  const { settlement, payment } = order.money;
  // A shop's order collects the goods too (and the fee only when the receiver pays it).
  const duePaise = order.shopDelivery ? order.shopDelivery.collectPaise : settlement?.totalPaise;
  const collected = payment.collectedPaise ?? saved;
  if (collected !== null) {
    const flagged =
      payment.collectedPaise !== null ? payment.flagged : duePaise !== undefined && collected !== duePaise;
    return (
      <p className="cash-recorded">
        {t('cashRecorded', { amount: paise(collected) })}
        {flagged ? <span className="cash-flagged">{t('cashFlagged')}</span> : null}
      </p>
    );
  }
  // Orders delivered before deliveries were settled have no amount due to check against.
  if (duePaise === undefined) return null;
  return (
    <CashForm
      orderId={order.id}
      duePaise={duePaise}
      send={(collection) => recordCash(order.id, collection)}
      onRecorded={setSaved}
    />
  );
}
