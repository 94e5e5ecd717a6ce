import {
  type DocumentData,
  FieldValue,
  type Firestore,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import {
  canTransition,
  isOrderStatus,
  type OrderStatus,
  requiresReason,
  requiresRider,
  STATUS_LABELS,
} from '../../domain/order-lifecycle';
import { ApiError } from '../../http/api-error';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline';
import { bookingLimitsRef, isOpenStatus } from './booking-limits';
import { type NotificationInput, queueNotification } from '../notifications/queue-notification';
import { type Actor, customerOrderLink, HISTORY, type OrderDocument, ORDERS, RIDERS } from './order-document';

export interface TransitionInput {
  orderId: string;
  actor: Actor;
  to: OrderStatus;
  reason?: string | null;
  /** The rider to assign (admins, to `assigned`). */
  riderId?: string | null;
}

export interface TransitionResult {
  id: string;
  from: OrderStatus;
  status: OrderStatus;
}

interface AssignedRider {
  id: string;
  name: string;
  phone: string | null;
  shopId: string | null;
}

const orderNotFound = () => new ApiError(404, 'not_found', 'No such order.');

/**
 * Moves an order to another status in one transaction: reads it, checks the caller may see it
 * (customers their own, riders their assignments), asks the state machine whether the caller's
 * role may make this move from the current status, writes the change and its history entry, and
 * queues notifications for the customer and the rider concerned (never for the caller, who already
 * sees the outcome on their own screen).
 */
export async function transitionOrder(db: Firestore, input: TransitionInput): Promise<TransitionResult> {
  const { actor, to } = input;
  const reason = input.reason?.trim() || null;
  if (requiresReason(to) && !reason) {
    throw new ApiError(400, 'validation_failed', 'Say why.', { reason: 'Say why.' });
  }
  if (requiresRider(to) && !input.riderId) {
    throw new ApiError(400, 'validation_failed', 'Choose a rider to assign.', { riderId: 'Choose a rider.' });
  }

  const ref = db.collection(ORDERS).doc(input.orderId);
  const deadline = deadlineFromNow();
  return firestoreCall(
    db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw orderNotFound();
      const order = snapshot.data() as OrderDocument;
      const from = order.status;
      if (!isOrderStatus(from)) throw new ApiError(409, 'conflict', 'This order is in an unknown state.');

      // Customers never learn whether someone else's order exists; riders are told it is not theirs.
      if (actor.role === 'customer' && order.customerUid !== actor.uid) throw orderNotFound();
      if (actor.role === 'rider' && order.riderId !== actor.uid) {
        throw new ApiError(403, 'forbidden', 'This order is not assigned to you.');
      }

      const verdict = canTransition(actor.role, from, to);
      if (!verdict.allowed) {
        throw new ApiError(
          verdict.because === 'role' ? 403 : 409,
          verdict.because === 'role' ? 'forbidden' : 'conflict',
          verdict.message,
        );
      }

      const rider = requiresRider(to) ? await readActiveRider(db, transaction, input.riderId ?? '') : null;
      if (rider && from === 'assigned' && order.riderId === rider.id) {
        throw new ApiError(409, 'conflict', 'The order is already assigned to this rider.');
      }

      const changes: UpdateData<DocumentData> = {
        status: to,
        updatedAt: FieldValue.serverTimestamp(),
        historyCount: FieldValue.increment(1),
      };
      if (rider) {
        Object.assign(changes, {
          riderId: rider.id,
          riderName: rider.name,
          riderPhone: rider.phone,
          shopId: rider.shopId,
        });
      }
      if (to === 'cancelled') Object.assign(changes, { cancelledBy: actor, cancelReason: reason });
      if (to === 'failed') Object.assign(changes, { failReason: reason, failedBy: actor });
      assertBefore(deadline);
      transaction.update(ref, changes);

      const n = typeof order.historyCount === 'number' ? order.historyCount : 0;
      transaction.create(ref.collection(HISTORY).doc(String(n)), {
        n,
        from,
        to,
        by: { uid: actor.uid, role: actor.role },
        at: FieldValue.serverTimestamp(),
        reason,
        ...(rider ? { riderId: rider.id } : {}),
      });

      countDownOpenOrder(db, transaction, order, from, to);
      notifyParties(db, transaction, { id: ref.id, order, from, to, reason, rider, actor });
      return { id: ref.id, from, status: to };
    }),
    deadline,
  );
}

/** An order leaving the open statuses no longer counts against its customer's open-order cap. */
function countDownOpenOrder(
  db: Firestore,
  transaction: Transaction,
  order: OrderDocument & { countedOpen?: boolean },
  from: OrderStatus,
  to: OrderStatus,
): void {
  if (order.countedOpen !== true || !isOpenStatus(from) || isOpenStatus(to)) return;
  // A deleted customer's order keeps no uid, and nobody's cap to count down.
  if (!order.customerUid) return;
  transaction.set(
    bookingLimitsRef(db, order.customerUid),
    { open: FieldValue.increment(-1) },
    { merge: true },
  );
}

async function readActiveRider(
  db: Firestore,
  transaction: Transaction,
  riderId: string,
): Promise<AssignedRider> {
  const snapshot = await transaction.get(db.collection(RIDERS).doc(riderId));
  if (!snapshot.exists || snapshot.get('active') !== true) {
    throw new ApiError(400, 'validation_failed', 'That rider does not exist or is not active.', {
      riderId: 'Choose an active rider.',
    });
  }
  const text = (field: string) => {
    const value = snapshot.get(field);
    return typeof value === 'string' && value ? value : null;
  };
  return {
    id: snapshot.id,
    name: text('name') ?? 'Your rider',
    phone: text('phone'),
    shopId: text('shopId'),
  };
}

const CUSTOMER_MESSAGES: Partial<Record<OrderStatus, (kind: string) => string>> = {
  accepted: (kind) => `Your ${kind} is accepted. We are finding a rider.`,
  assigned: () => 'A rider is assigned and on the way to the pickup.',
  picked_up: (kind) => (kind === 'ride' ? 'Your ride has started.' : 'Your parcel has been picked up.'),
  delivered: (kind) =>
    kind === 'ride'
      ? 'You have arrived. Thank you for riding with Dropwise.'
      : 'Your parcel has been delivered.',
  cancelled: (kind) => `Your ${kind} is cancelled.`,
  failed: (kind) => `Your ${kind} could not be completed.`,
};

function notifyParties(
  db: Firestore,
  transaction: Transaction,
  change: {
    id: string;
    order: OrderDocument;
    from: OrderStatus;
    to: OrderStatus;
    reason: string | null;
    rider: AssignedRider | null;
    actor: Actor;
  },
): void {
  const { id, order, from, to, reason, rider, actor } = change;
  const notify = (input: NotificationInput) => {
    if (input.uid !== actor.uid) queueNotification(db, transaction, input);
  };
  const because = reason ? ` Reason: ${reason}` : '';
  const customerBody =
    (CUSTOMER_MESSAGES[to]?.(order.kind) ?? `Your ${order.kind} is ${STATUS_LABELS[to].toLowerCase()}.`) +
    because;
  // A deleted customer's order has no customerUid: there is nobody to tell.
  if (order.customerUid) {
    notify({
      uid: order.customerUid,
      title: `${order.kind === 'ride' ? 'Ride' : 'Parcel'}: ${STATUS_LABELS[to]}`,
      body: rider ? `${customerBody} Rider: ${rider.name}.` : customerBody,
      link: customerOrderLink(order.kind, id),
      orderId: id,
      kind: 'order_status',
    });
  }

  const riderId = rider?.id ?? order.riderId;
  if (riderId && riderId !== order.customerUid) {
    notify({
      uid: riderId,
      title: rider ? 'New order assigned' : `Order ${STATUS_LABELS[to].toLowerCase()}`,
      body: rider
        ? `Pick up at ${order.pickup.address}, drop off at ${order.dropOff.address}.`
        : `The order from ${order.pickup.address} is ${STATUS_LABELS[to].toLowerCase()}.${because}`,
      orderId: id,
      kind: 'order_status',
    });
  }
  // A reassignment also tells the rider who no longer has the order.
  if (rider && from === 'assigned' && order.riderId && order.riderId !== rider.id) {
    notify({
      uid: order.riderId,
      title: 'Order reassigned',
      body: `The order from ${order.pickup.address} went to another rider.`,
      orderId: id,
      kind: 'order_status',
    });
  }
}
