import { needsHandoverCode } from '@domain/handover';
import { isOrderStatus, nextStatuses, type OrderStatus, STATUS_LABELS } from '@domain/order-lifecycle';
import type { Coordinates } from '@domain/fares';
import { useState } from 'react';
import { ReasonAction } from '../../../components/orders/reason-action';
import type { OrderRecord } from '../../../lib/orders/order-records';
import { mapsLink } from '../lib/maps-link';
import { HandoverStep } from './handover-step';

export interface MoveRequest {
  to: OrderStatus;
  reason?: string;
  handoverCode?: string;
}

const STEP_LABELS: Partial<Record<OrderStatus, string>> = { picked_up: 'Picked up', delivered: 'Delivered' };

function Stop({ name, label, point }: { name: string; label: string; point: Coordinates | null }) {
  return (
    <li className="job-stop">
      <span className="job-stop-name">{name}</span>
      <span className="job-stop-label">{label}</span>
      {point ? (
        <a
          className="job-stop-maps"
          href={mapsLink(point, label, navigator.userAgent)}
          target="_blank"
          rel="noreferrer"
        >
          Open in maps<span className="visually-hidden"> ({name.toLowerCase()})</span>
        </a>
      ) : null}
    </li>
  );
}

/**
 * One job on the rider's screen: where to pick up and drop off (each with Open in maps), call or
 * message the customer, and one large button for the next step. The step that needs the handover
 * code asks for it first.
 */
export function JobCard({
  order,
  current,
  onMove,
}: {
  order: OrderRecord;
  /** The job to do now: the large card at the top. */
  current: boolean;
  /** Throws the API's error, so a code step can show it by its field. */
  onMove: (order: OrderRecord, move: MoveRequest) => Promise<void>;
}) {
  const [plainBusy, setPlainBusy] = useState(false);
  const status = isOrderStatus(order.status) ? order.status : null;
  const steps = status ? nextStatuses('rider', status) : [];
  const next = steps.find((to) => to !== 'failed');
  const kindLabel = order.kind === 'parcel' ? 'Parcel' : 'Ride';
  const phone = order.customerPhone;

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
    <article className={`job-card${current ? ' job-card-current' : ''}`} data-order-id={order.id}>
      <header className="job-card-head">
        <h3>
          {kindLabel} · {order.vehicleType}
        </h3>
        <span className="job-card-status">{status ? STATUS_LABELS[status] : order.status}</span>
      </header>
      <ol className="job-stops">
        <Stop name="Pickup" label={order.pickup} point={order.pickupCoordinates} />
        <Stop name="Drop-off" label={order.dropOff} point={order.dropOffCoordinates} />
      </ol>
      <div className="job-contact">
        <span>
          {order.customerName || 'Customer'}
          {order.receiverName ? ` → ${order.receiverName}` : ''}
        </span>
        {phone ? (
          <>
            <a className="button secondary" href={`tel:${phone}`}>
              Call<span className="visually-hidden"> {order.customerName || 'the customer'}</span>
            </a>
            <a className="button secondary" href={`sms:${phone}`}>
              Message<span className="visually-hidden"> {order.customerName || 'the customer'}</span>
            </a>
          </>
        ) : null}
        {order.receiverPhone ? (
          <a className="button secondary" href={`tel:${order.receiverPhone}`}>
            Call receiver
          </a>
        ) : null}
      </div>
      {next &&
      order.handoverLocked &&
      needsHandoverCode(order.kind === 'parcel' ? 'parcel' : 'ride', next) ? (
        <p className="job-locked" role="status">
          Too many wrong codes: this step is locked. An admin has been told and will complete it.
        </p>
      ) : next && needsHandoverCode(order.kind === 'parcel' ? 'parcel' : 'ride', next) ? (
        <HandoverStep
          orderId={order.id}
          label={STEP_LABELS[next] ?? STATUS_LABELS[next]}
          whose={order.kind === 'parcel' ? "receiver's" : "passenger's"}
          onSubmit={(handoverCode) => onMove(order, { to: next, handoverCode })}
        />
      ) : next ? (
        <button
          type="button"
          className="job-step-button"
          disabled={plainBusy}
          aria-label={`${STEP_LABELS[next] ?? STATUS_LABELS[next]} order ${order.id}`}
          onClick={() => void plainStep(next)}
        >
          {STEP_LABELS[next] ?? STATUS_LABELS[next]}
        </button>
      ) : null}
      {steps.includes('failed') ? (
        <div className="job-fail">
          <ReasonAction
            label="Failed"
            subject={`order ${order.id}`}
            onConfirm={(reason) => onMove(order, { to: 'failed', reason }).catch(() => undefined)}
          />
        </div>
      ) : null}
    </article>
  );
}
