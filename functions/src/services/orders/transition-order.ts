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
} from '@domain/order-lifecycle';
import { accountDisabledError, ApiError } from '../../lib/api-error.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { bookingLimitsRef, isOpenStatus } from './booking-limits.js';
import { readActiveRider } from './assigned-rider.js';
import { notifyParties } from './transition-notifications.js';
import { type Actor, HISTORY, liveCustomerUid, type OrderDocument, ORDERS } from './order-document.js';

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
      // A customer's profile is read beside the order: an admin's `disabled` flag on it refuses
      // their change at once, on every instance.
      const [snapshot, profile] =
        actor.role === 'customer'
          ? await transaction.getAll(ref, db.collection('users').doc(actor.uid))
          : [await transaction.get(ref), undefined];
      if (profile?.get('disabled') === true) throw accountDisabledError();
      if (!snapshot?.exists) throw orderNotFound();
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
  // A deleted customer's order has nobody's cap to count down.
  const customerUid = liveCustomerUid(order);
  if (!customerUid) return;
  transaction.set(bookingLimitsRef(db, customerUid), { open: FieldValue.increment(-1) }, { merge: true });
}
