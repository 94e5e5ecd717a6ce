import type { OrderKind } from '@dropwise/domain/booking';
import { PARCEL_SIZE_BANDS, type ParcelSizeBand } from '@dropwise/domain/fares';
import { customerMayCancel, FINAL_STATUSES } from '@dropwise/domain/order-lifecycle';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '@/lib/firebase/instances';
import { orderHistoryPath, receiptPath } from '@dropwise/domain/page-paths';
import { Loading } from '@/components/loading';
import { FareBreakdownTable } from '@/components/fares/fare-breakdown';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useFormat } from '@/lib/i18n/use-format';
import { DescriptionRow } from '@/components/description-row';
import { SosButton } from '@/components/safety/sos-button';
import { useT } from '@/lib/i18n/use-t';
import type { OrderView } from '@/lib/orders/order-view';
import { raiseSos } from '@/lib/safety/raise-sos';
import { sosAvailable } from '@/lib/safety/sos-window';
import { useNow } from '@/lib/trip/use-now';
import { rateOrder } from '@/features/history/api/rate-order';
import { useHandoverCode } from '@/features/history/api/use-handover-code';
import { useOrder } from '@/features/history/api/use-order';
import { useRiderCard } from '@/features/history/api/use-rider-card';
import { CancelOrderForm } from './cancel-order-form';
import { CancelledRows } from './cancelled-rows';
import { DispatchNote } from './dispatch-note';
import { HandoverCodePanel } from './handover-code-panel';
import { OrderComplaints } from './order-complaints';
import { LiveTrip } from './live-trip';
import { RiderCard } from './rider-card';
import { ShareTripActions } from './share-trip-actions';
import { useOrderTimes } from './format-order';
import { StatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';
import { TripRating } from './trip-rating';
import './history.css';
import './trip-rating.css';

const WHAT = {
  ride: { title: 'yourRide', listLabel: 'allRides' },
  parcel: { title: 'yourParcel', listLabel: 'allParcels' },
} as const;

const isParcelSize = (band: string): band is ParcelSizeBand =>
  (PARCEL_SIZE_BANDS as readonly string[]).includes(band);

/**
 * The order page of a ride or parcel: live status, fare, rider, timeline and Cancel; once
 * delivered, its receipt and the trip's rating.
 */
export function OrderDetail({ kind }: { kind: OrderKind }) {
  const { orderId = '' } = useParams();
  const state = useOrder(orderId, kind);
  // The live trip's and the rider card's words come with this page's own, not one round trip after them.
  void ensureCatalogue('tracking');
  void ensureCatalogue('safety');
  void ensureCatalogue('complaints');
  void ensureCatalogue('cancellation');
  const t = useT('history');
  const what = WHAT[kind];

  if (state.status === 'loading') return <Loading />;
  if (state.status !== 'found') {
    return (
      <main className="page narrow">
        <h1>{t('orderNotFound')}</h1>
        <p>{t(state.status === 'error' ? 'orderLoadFailed' : 'noSuchOrder')}</p>
        <Link to={orderHistoryPath(kind)}>{t(what.listLabel)}</Link>
      </main>
    );
  }
  return <FoundOrder order={state.order} />;
}

function FoundOrder({ order }: { order: OrderView }) {
  const t = useT('history');
  const labels = useDomainLabels();
  const { schedule } = useOrderTimes();
  const format = useFormat();
  const what = WHAT[order.kind];
  const open = !FINAL_STATUSES.includes(order.status);
  // The code is shown until the step it guards: a ride's pickup, a parcel's delivery.
  const codeAhead = open && (order.kind === 'parcel' || order.status !== 'picked_up');
  const handoverCode = useHandoverCode(order.id, open);
  const auth = useAuth();
  const delivered = order.status === 'delivered';
  // SOS, and the rider card with the plate to check, from assignment until 30 minutes after the end.
  const safetyWindow = sosAvailable(order, useNow(30_000));
  const riderCard = useRiderCard(safetyWindow ? order.riderId : null);

  return (
    <main className="page narrow order-detail">
      <p>
        <Link to={orderHistoryPath(order.kind)}>{t(what.listLabel)}</Link>
      </p>
      <h1>{t(what.title)}</h1>
      <p className="order-status-line" aria-live="polite">
        {t.rich('statusLine', { status: <StatusBadge status={order.status} /> })}
      </p>
      <SosButton
        available={safetyWindow}
        who="customer"
        send={(request) => raiseSos(auth, order.id, request)}
      />
      <DispatchNote order={order} />
      <dl className="review-summary">
        <DescriptionRow term={t('pickup')}>{order.pickup}</DescriptionRow>
        <DescriptionRow term={t('dropOff')}>{order.dropOff}</DescriptionRow>
        <DescriptionRow term={t('when')}>{schedule(order)}</DescriptionRow>
        {order.kind === 'ride' && order.passengers !== null && (
          <DescriptionRow term={t('passengers')}>{format.number(order.passengers)}</DescriptionRow>
        )}
        {order.parcel && (
          <>
            <DescriptionRow term={t('parcel')}>
              {t('parcelLine', {
                size: isParcelSize(order.parcel.sizeBand)
                  ? labels.parcelSize(order.parcel.sizeBand)
                  : order.parcel.sizeBand,
                description: order.parcel.description,
              })}
            </DescriptionRow>
            <DescriptionRow term={t('receiver')}>
              {t('receiverLine', {
                name: order.parcel.receiverName ?? '',
                phone: order.parcel.receiverPhone ?? '',
              })}
            </DescriptionRow>
          </>
        )}
        <DescriptionRow term={t('rider')}>
          {!order.riderName
            ? t('notAssignedYet')
            : order.riderPhone
              ? t.rich('riderWithPhone', {
                  name: order.riderName,
                  phone: <a href={`tel:${order.riderPhone}`}>{order.riderPhone}</a>,
                })
              : order.riderName}
        </DescriptionRow>
        <CancelledRows order={order} />
        {order.failReason && order.status === 'failed' && (
          <DescriptionRow term={t('notCompletedBecause')}>{order.failReason}</DescriptionRow>
        )}
      </dl>
      {riderCard ? <RiderCard card={riderCard} kind={order.kind} /> : null}
      {codeAhead && handoverCode ? <HandoverCodePanel kind={order.kind} code={handoverCode} /> : null}
      <LiveTrip order={order} />
      {open ? <ShareTripActions orderId={order.id} kind={order.kind} handoverCode={handoverCode} /> : null}
      {order.fare && <FareBreakdownTable fare={order.fare} caption={t('fare')} />}
      {delivered && (
        <p className="order-receipt-link">
          <Link to={receiptPath(order.id)}>{t('receiptLink')}</Link>
        </p>
      )}
      {delivered && <TripRating money={order.money} send={(rating) => rateOrder(auth, order.id, rating)} />}
      <h2>{t('timeline')}</h2>
      <StatusTimeline entries={order.history} />
      {customerMayCancel(order.status) && <CancelOrderForm order={order} />}
      <OrderComplaints order={order} />
    </main>
  );
}
