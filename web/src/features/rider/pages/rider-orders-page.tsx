import { FINAL_STATUSES, type OrderStatus } from '@dropwise/domain/order-lifecycle';
import type { SosRequest } from '@dropwise/domain/safety/sos';
import toast from 'react-hot-toast';
import { useAuth, useUser } from '@/lib/firebase/instances';
import { ApiError } from '@/lib/api/api-error';
import { useFareTable } from '@/lib/fares/fare-table';
import { ensureCatalogue } from '@/lib/i18n/i18n-store';
import { useT } from '@/lib/i18n/use-t';
import type { OrderView } from '@/lib/orders/order-view';
import { raiseSos } from '@/lib/safety/raise-sos';
import { useLiveOrders } from '@/lib/orders/use-live-orders';
import { acceptOffer, declineOffer } from '@/features/rider/api/offers';
import { recordCash } from '@/features/rider/api/record-cash';
import { useOffers } from '@/features/rider/api/use-offers';
import { DutySwitch } from '@/features/rider/components/duty-switch';
import { RiderEarnings } from '@/features/rider/components/earnings-panel';
import { FinishedJobs } from '@/features/rider/components/finished-jobs';
import { LiveJobCard } from '@/features/rider/components/live-job-card';
import type { MoveRequest } from '@/features/rider/components/job-card';
import { OutboxStatus } from '@/features/rider/components/outbox-status';
import { PapersNotice } from '@/features/rider/components/papers-notice';
import { RiderLayout } from '@/features/rider/components/rider-layout';
import { RiderOffers } from '@/features/rider/components/rider-offers';
import { useDuty } from '@/features/rider/hooks/use-duty';
import { useRiderOutbox } from '@/features/rider/hooks/use-rider-outbox';
import { riderErrorText } from '@/features/rider/lib/rider-error-text';
import type { QueuedStep } from '@/features/rider/lib/outbox-types';
import '@/features/rider/components/rider-work.css';
import '@/features/rider/components/rider-jobs.css';
import '@/features/rider/components/rider-offers.css';
import '@/features/rider/components/rider-money.css';

/**
 * /rider: the rider's work screen (signed in at /alogin), phone first. The duty switch at the top
 * (position reports while on duty), then the orders dispatch offers the rider while on duty (Accept
 * or Decline before the time runs out), the current job as a large card, later jobs below it and
 * finished ones (a short list, where a delivered job asks for the cash collected), then what the
 * rider earned today and this week, the cash they hold and their rating, all live. An accepted
 * offer comes back as the current job through the jobs listener. Steps go through
 * POST /api/orders/:id/transition; without a connection they wait in the outbox and go, in order,
 * when it is back. Under the switch, a notice of papers ending soon (or missing); each job has SOS.
 */
export default function RiderOrdersPage() {
  const t = useT('rider');
  // The papers notice's and SOS's words come with the page's own, not one round trip after them.
  void ensureCatalogue('safety');
  void ensureCatalogue('complaints');
  void ensureCatalogue('cancellation');
  return (
    <RiderLayout title={t('pageTitle')}>
      <RiderWork />
    </RiderLayout>
  );
}

function RiderWork() {
  const { data: user } = useUser();
  return user ? <RiderWorkScreen key={user.uid} riderId={user.uid} /> : null;
}

/** Picked-up jobs first (someone is on board or a parcel is in the bag), then oldest assigned. */
function jobOrder(a: OrderView, b: OrderView): number {
  const rank = (order: OrderView) => (order.status === 'picked_up' ? 0 : 1);
  return rank(a) - rank(b) || (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0);
}

const isFinal = (status: string) => FINAL_STATUSES.includes(status as OrderStatus);

/** The live order is already at the step, or finished (nothing a rider taps applies any more). */
function reached(order: OrderView | undefined, to: OrderStatus): boolean {
  return !!order && (order.status === to || isFinal(order.status));
}

function RiderWorkScreen({ riderId }: { riderId: string }) {
  const t = useT('rider');
  const auth = useAuth();
  const live = useLiveOrders({ riderId });
  const byId = new Map(live.orders.map((order) => [order.id, order]));
  const cancellationTerms = useFareTable().cancellation;
  const { outbox, state: waiting } = useRiderOutbox(auth, riderId, {
    // An order given back leaves the rider's list: a give-back that did arrive is not sent again.
    alreadyDone: (step: QueuedStep) =>
      reached(byId.get(step.orderId), step.to) ||
      (step.to === 'accepted' && live.status === 'success' && !byId.has(step.orderId)),
    onStepSent: (step) => toast.success(t('marked', { step: step.to })),
  });
  const duty = useDuty(auth, riderId, outbox);
  const offers = useOffers(riderId, duty.onDuty === true);
  const open = live.orders.filter((order) => !isFinal(order.status)).sort(jobOrder);
  const done = live.orders.filter((order) => isFinal(order.status));
  const [current, ...later] = open;
  const waitingFor = (order: OrderView) =>
    waiting.steps.filter((step) => step.orderId === order.id).map((step) => step.to);

  const move = async (order: OrderView, { to, reason, handoverCode }: MoveRequest) => {
    try {
      const outcome = await outbox.submitStep({
        orderId: order.id,
        to,
        ...(reason ? { reason } : {}),
        ...(handoverCode ? { handoverCode } : {}),
      });
      if (outcome === 'sent') toast.success(t('marked', { step: to }));
      else toast(t('stepQueued'));
    } catch (error) {
      // A wrong or locked code is said next to the code field; everything else in a toast.
      const byTheField = error instanceof ApiError && (error.status === 422 || error.status === 423);
      if (!byTheField) toast.error(riderErrorText(t, error));
      throw error;
    }
  };

  const sos = (orderId: string, request: SosRequest) => raiseSos(auth, orderId, request);

  return (
    <div className="rider-work">
      <DutySwitch
        onDuty={duty.onDuty}
        step={duty.step}
        message={duty.message}
        lastSentAt={duty.reporting.lastSentAt}
        onToggle={duty.toggle}
        onConfirm={duty.confirm}
        onCancel={duty.cancel}
      />
      <PapersNotice riderId={riderId} switchSaysWhy={Boolean(duty.message)} />
      {duty.onDuty ? (
        <RiderOffers
          state={offers}
          answer={async (orderId, action) => {
            if (action === 'accept') await acceptOffer(auth, orderId);
            else await declineOffer(auth, orderId);
          }}
        />
      ) : null}
      {duty.reporting.problem ? (
        <p className="duty-message" role="alert">
          {t('positionNotSent', { reason: riderErrorText(t, duty.reporting.problem, 'position') })}
        </p>
      ) : null}
      <OutboxStatus
        state={waiting}
        positionWaiting={duty.reporting.waiting}
        onDismiss={(refusal) => outbox.dismiss(refusal)}
      />
      <section aria-labelledby="current-heading">
        <h2 id="current-heading">{t('currentJob')}</h2>
        {live.status === 'loading' ? <p role="status">{t('loadingJobs')}</p> : null}
        {live.status === 'error' ? <p role="alert">{t('jobsNotLoaded')}</p> : null}
        {live.status === 'success' && !current ? <p>{t('noJobs')}</p> : null}
        {current ? (
          <LiveJobCard
            order={current}
            current
            waiting={waitingFor(current)}
            onMove={move}
            raiseSos={sos}
            cancellationTerms={cancellationTerms}
          />
        ) : null}
      </section>
      {later.length > 0 ? (
        <section aria-labelledby="later-heading">
          <h2 id="later-heading">{t('laterJobs')}</h2>
          {later.map((order) => (
            <LiveJobCard
              key={order.id}
              order={order}
              current={false}
              waiting={waitingFor(order)}
              onMove={move}
              raiseSos={sos}
              cancellationTerms={cancellationTerms}
            />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="done-heading">
        <h2 id="done-heading">{t('finished')}</h2>
        {done.length > 0 ? (
          <FinishedJobs
            orders={done}
            recordCash={(orderId, collection) => recordCash(auth, orderId, collection)}
            raiseSos={sos}
          />
        ) : (
          <p>{t('nothingFinished')}</p>
        )}
      </section>
      <RiderEarnings riderId={riderId} />
    </div>
  );
}
