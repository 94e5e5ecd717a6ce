import { needsHandoverCode } from '@dropwise/domain/handover';
import { FINAL_STATUSES, nextStatuses, type OrderStatus } from '@dropwise/domain/order-lifecycle';
import { type CancellationTerms, DEFAULT_CANCELLATION_TERMS } from '@dropwise/domain/cancellation-terms';
import type { SosRequest } from '@dropwise/domain/safety/sos';
import { useState } from 'react';
import { ReasonAction } from '@/components/orders/reason-action';
import { SosButton } from '@/components/safety/sos-button';
import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { useDomainLabels } from '@/lib/i18n/use-domain-labels';
import { useT } from '@/lib/i18n/use-t';
import type { OrderView } from '@/lib/orders/order-view';
import type { RaisedSos } from '@/lib/safety/raise-sos';
import { sosAvailable } from '@/lib/safety/sos-window';
import { ComplaintLink } from './complaint-link';
import { GiveBackAction } from './give-back-action';
import { HandoverStep } from './handover-step';
import { JobCollect } from './job-collect';
import { hidden } from './hidden-words';
import { Stop } from './job-stop';

export interface MoveRequest {
  to: OrderStatus;
  reason?: string;
  handoverCode?: string;
}

/** The rider's own words for the steps they take (the status names read as a state, not a tap). */
const stepKeys: Partial<Record<OrderStatus, MessageKey<'rider'>>> = {
  picked_up: 'stepPickedUp',
  delivered: 'stepDelivered',
  failed: 'stepFailed',
  accepted: 'stepGiveBack',
};

/** The words of a step's button: the rider's own, else the status's name. */
export function useStepName(): (to: OrderStatus) => string {
  const t = useT('rider');
  const labels = useDomainLabels();
  return (to) => {
    const key = stepKeys[to];
    return key ? t(key) : labels.status(to);
  };
}

/**
 * One job on the rider's screen: where to pick up and drop off (each with Open in maps), call or
 * message the customer, and one large button for the next step. The step that needs the handover
 * code asks for it first. Steps still waiting for the connection (`waiting`, oldest first) count
 * as taken: the card offers the step after them, and says they wait. SOS sits by the status.
 */
export function JobCard({
  order,
  current,
  waiting = [],
  onMove,
  raiseSos,
  cancellationTerms = DEFAULT_CANCELLATION_TERMS,
  shopReceiver = null,
}: {
  order: OrderView;
  /** The job to do now: the large card at the top. */
  current: boolean;
  waiting?: readonly OrderStatus[];
  /** Throws the API's error, so a code step can show it by its field. */
  onMove: (order: OrderView, move: MoveRequest) => Promise<void>;
  raiseSos: (orderId: string, request: SosRequest) => Promise<RaisedSos>;
  /** The fare table's: what giving an order back costs without a valid reason. */
  cancellationTerms?: CancellationTerms;
  /** A shop's receiver, kept off the order itself (`LiveJobCard` reads them). */
  shopReceiver?: { name: string; phone: string } | null;
}) {
  const t = useT('rider');
  const labels = useDomainLabels();
  const stepName = useStepName();
  const [plainBusy, setPlainBusy] = useState(false);
  const expected = waiting.at(-1) ?? order.status;
  const steps = expected && !FINAL_STATUSES.includes(expected) ? nextStatuses('rider', expected) : [];
  const next = steps.find((to) => to !== 'failed' && to !== 'accepted');
  const receiverName = order.parcel?.receiverName ?? shopReceiver?.name;
  const receiverPhone = order.parcel?.receiverPhone ?? shopReceiver?.phone;
  const phone = order.customerPhone;
  const name = order.customerName || t('theCustomer');

  const plainStep = async (to: OrderStatus) => {
    setPlainBusy(true);
    try {
      await onMove(order, { to });
    } catch {
      // onMove has said why in a toast.
    } finally {
      setPlainBusy(false);
    }
  };

  return (
    <article className={`rider-card job-card${current ? ' job-card-current' : ''}`} data-order-id={order.id}>
      <header className="rider-card-head job-card-head">
        <h3>
          {t('jobTitle', { kind: labels.kind(order.kind), vehicle: labels.vehicle(order.vehicleType) })}
        </h3>
        <span className="job-card-status">{labels.status(order.status)}</span>
        <SosButton
          available={sosAvailable(order, Date.now())}
          who="rider"
          send={(request) => raiseSos(order.id, request)}
        />
        <ComplaintLink order={order} />
      </header>
      <ol className="job-stops">
        <Stop stop="pickup" label={order.pickup} point={order.pickupCoordinates} />
        <Stop stop="dropOff" label={order.dropOff} point={order.dropOffCoordinates} />
      </ol>
      <div className="job-contact">
        <span>
          {receiverName
            ? t('customerToReceiver', {
                customer: order.customerName || t('customer'),
                receiver: receiverName,
              })
            : order.customerName || t('customer')}
        </span>
        {phone ? (
          <>
            <a className="button secondary" href={`tel:${phone}`}>
              {t.rich('call', { name, hidden })}
            </a>
            <a className="button secondary" href={`sms:${phone}`}>
              {t.rich('message', { name, hidden })}
            </a>
          </>
        ) : null}
        {receiverPhone ? (
          <a className="button secondary" href={`tel:${receiverPhone}`}>
            {t('callReceiver')}
          </a>
        ) : null}
      </div>
      {waiting.map((to) => (
        <p key={to} className="job-waiting" role="status">
          {t('stepWaiting', { step: stepName(to) })}
        </p>
      ))}
      {next === 'delivered' && order.shopDelivery ? <JobCollect delivery={order.shopDelivery} /> : null}
      {next && order.handoverLocked && needsHandoverCode(order.kind, next) ? (
        <p className="job-locked" role="status">
          {t('stepLocked')}
        </p>
      ) : next && needsHandoverCode(order.kind, next) ? (
        <HandoverStep
          key={next}
          orderId={order.id}
          label={stepName(next)}
          whose={order.kind === 'parcel' ? 'receiver' : 'passenger'}
          onSubmit={(handoverCode) => onMove(order, { to: next, handoverCode })}
        />
      ) : next ? (
        <button
          type="button"
          className="job-step-button"
          disabled={plainBusy}
          aria-label={t('stepButton', { step: stepName(next), id: order.id })}
          onClick={() => void plainStep(next)}
        >
          {stepName(next)}
        </button>
      ) : null}
      {steps.includes('failed') ? (
        <div className="job-fail">
          <ReasonAction
            label={stepName('failed')}
            subject={t('orderSubject', { id: order.id })}
            onConfirm={(reason) => onMove(order, { to: 'failed', reason }).catch(() => undefined)}
          />
          {steps.includes('accepted') ? (
            <GiveBackAction
              order={order}
              label={stepName('accepted')}
              terms={cancellationTerms}
              onConfirm={(reason) => onMove(order, { to: 'accepted', reason })}
            />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
