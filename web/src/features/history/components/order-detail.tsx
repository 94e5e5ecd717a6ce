import type { OrderKind } from '@domain/booking';
import { PARCEL_SIZE_LABELS, type ParcelSizeBand } from '@domain/fares';
import { customerMayCancel, FINAL_STATUSES } from '@domain/order-lifecycle';
import { Link, useParams } from 'react-router-dom';
import { Loading } from '../../../components/loading';
import { FareBreakdownTable } from '../../../components/fares/fare-breakdown';
import type { OrderView } from '../api/order-view';
import { useHandoverCode } from '../api/use-handover-code';
import { useOrder, useOrderHistory } from '../api/use-order';
import { CancelOrderForm } from './cancel-order-form';
import { HandoverCodePanel } from './handover-code-panel';
import { LiveTrip } from './live-trip';
import { ShareTripActions } from './share-trip-actions';
import { scheduleText } from './format-order';
import { StatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';
import './history.css';

const WHAT: Record<OrderKind, { noun: string; listPath: string; listLabel: string }> = {
  ride: { noun: 'ride', listPath: '/riderHistory', listLabel: 'All your rides' },
  parcel: { noun: 'parcel', listPath: '/parcelHistory', listLabel: 'All your parcels' },
};

/** The order page of a ride or parcel: live status, fare, rider, timeline and Cancel. */
export function OrderDetail({ kind }: { kind: OrderKind }) {
  const { orderId = '' } = useParams();
  const state = useOrder(orderId, kind);
  const what = WHAT[kind];

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'found') {
    return (
      <main className="page narrow">
        <h1>Order not found</h1>
        <p>
          {state.status === 'error'
            ? 'We could not load this order. Check your connection and try again.'
            : 'There is no order with this id in your account.'}
        </p>
        <Link to={what.listPath}>{what.listLabel}</Link>
      </main>
    );
  }
  return (
    <FoundOrder order={state.order} noun={what.noun} listPath={what.listPath} listLabel={what.listLabel} />
  );
}

function FoundOrder({
  order,
  noun,
  listPath,
  listLabel,
}: {
  order: OrderView;
  noun: string;
  listPath: string;
  listLabel: string;
}) {
  const history = useOrderHistory(order.id);
  const title = noun === 'ride' ? 'Your ride' : 'Your parcel';
  const open = !FINAL_STATUSES.includes(order.status);
  // The code is shown until the step it guards: a ride's pickup, a parcel's delivery.
  const codeAhead = open && (order.kind === 'parcel' || order.status !== 'picked_up');
  const handoverCode = useHandoverCode(order.id, open);

  return (
    <main className="page narrow order-detail">
      <p>
        <Link to={listPath}>{listLabel}</Link>
      </p>
      <h1>{title}</h1>
      <p className="order-status-line" aria-live="polite">
        Status: <StatusBadge status={order.status} />
      </p>
      <dl className="review-summary">
        <div>
          <dt>Pickup</dt>
          <dd>{order.pickup}</dd>
        </div>
        <div>
          <dt>Drop-off</dt>
          <dd>{order.dropOff}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{scheduleText(order)}</dd>
        </div>
        {order.kind === 'ride' && order.passengers !== null && (
          <div>
            <dt>Passengers</dt>
            <dd>{order.passengers}</dd>
          </div>
        )}
        {order.parcel && (
          <>
            <div>
              <dt>Parcel</dt>
              <dd>
                {PARCEL_SIZE_LABELS[order.parcel.sizeBand as ParcelSizeBand] ?? order.parcel.sizeBand}:{' '}
                {order.parcel.description}
              </dd>
            </div>
            <div>
              <dt>Receiver</dt>
              <dd>
                {order.parcel.receiverName}, {order.parcel.receiverPhone}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>Rider</dt>
          <dd>
            {order.riderName ? (
              <>
                {order.riderName}
                {order.riderPhone && (
                  <>
                    {', '}
                    <a href={`tel:${order.riderPhone}`}>{order.riderPhone}</a>
                  </>
                )}
              </>
            ) : (
              'Not assigned yet'
            )}
          </dd>
        </div>
        {order.cancelReason && order.status === 'cancelled' && (
          <div>
            <dt>Cancelled because</dt>
            <dd>{order.cancelReason}</dd>
          </div>
        )}
        {order.failReason && order.status === 'failed' && (
          <div>
            <dt>Not completed because</dt>
            <dd>{order.failReason}</dd>
          </div>
        )}
      </dl>
      {codeAhead && handoverCode ? <HandoverCodePanel kind={order.kind} code={handoverCode} /> : null}
      <LiveTrip order={order} />
      {open ? <ShareTripActions orderId={order.id} kind={order.kind} handoverCode={handoverCode} /> : null}
      {order.fare && <FareBreakdownTable fare={order.fare} caption="Fare" />}
      <h2>Timeline</h2>
      <StatusTimeline entries={history} />
      {customerMayCancel(order.status) && <CancelOrderForm orderId={order.id} what={noun} />}
    </main>
  );
}
