import type { TransitionedOrder } from '@dropwise/domain/api/orders';
import type { CancellationFee } from '@dropwise/domain/cancellation-fee';
import type { DocumentSnapshot, Firestore, Timestamp } from 'firebase-admin/firestore';
import type { OrderActor, OrderDocument } from '@dropwise/domain/order-document';
import {
  canTransition,
  isOrderStatus,
  type OrderStatus,
  requiresReason,
  requiresRider,
} from '@dropwise/domain/order-lifecycle';
import type { Auth } from 'firebase-admin/auth';
import { HANDOVER_LOCKED_MESSAGE, needsHandoverCode, wrongCodeMessage } from '@dropwise/domain/handover';
import { accountDisabledError, ApiError } from '../../lib/api-error.js';
import { alertAdminsOfLockedHandover } from '../trip/handover-lock-alert.js';
import { handoverRef, readShareOf } from '../trip/trip-documents.js';
import { readTripState, writeTripChanges } from '../trip/trip-in-transition.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import type { DispatchDeps } from '../dispatch/dispatch-deps.js';
import { offerWaitingOrdersTo } from '../dispatch/waiting-orders.js';
import { readStandingOffers, withdrawOffers } from '../dispatch/withdraw-offers.js';
import { countTransitionInDay } from '../money/count-transition.js';
import { currentFareTable } from '../fares/current-fare-table.js';
import { countDownOpenOrder } from '../limits/booking-limits.js';
import { readActiveRider } from '../order-records/assigned-rider.js';
import { notifyParties } from '../order-records/transition-notifications.js';
import { historyChanges } from '../order-records/order-history.js';
import { keepBookingShop } from '../order-records/order-document.js';
import { ridersFreedBy, type StatusChange, statusChanges, statusHistoryEntry } from './transition-changes.js';
import { checkHandoverCode } from './handover-check.js';
import { moveExtras, needsFareTable, reasonInWords } from './move-extras.js';
import { ORDERS, USERS } from '@dropwise/domain/collections';

export interface TransitionInput {
  orderId: string;
  actor: OrderActor;
  to: OrderStatus;
  reason?: string | null;
  /** The rider to assign (admins, to `assigned`). */
  riderId?: string | null;
  /** The passenger's or receiver's code, for the step it guards (see @dropwise/domain/handover). */
  handoverCode?: string | null;
}

/** A move made, with the riders it may have freed; or a wrong handover code, stored, then refused. */
type Outcome =
  | (Omit<TransitionedOrder, 'fee'> & { freed: string[]; fee: CancellationFee | null })
  | { refused: 'wrong' | 'locked'; attemptsLeft: number; order: OrderDocument<Timestamp> };

const orderNotFound = () => new ApiError(404, 'not_found', 'No such order.');
const handoverLocked = () => new ApiError(423, 'handover_locked', HANDOVER_LOCKED_MESSAGE);

/**
 * Moves an order to another status in one transaction: reads it, checks the caller may see it
 * (customers their own, riders their assignments), asks the state machine whether the caller's
 * role may make this move from the current status, writes the change and its history entry, and
 * queues notifications for the customer and the rider concerned (never for the caller, who already
 * sees the outcome on their own screen). The same transaction keeps the live trip in step (who
 * sees the rider, the shared link) and checks the handover code at the step it guards: a wrong
 * code is counted on the order, and the last allowed wrong code locks the step, which then only
 * an admin completes, with a reason. With `dispatch`, riders the move freed are then offered the
 * orders waiting near them.
 */
export async function transitionOrder(
  db: Firestore,
  input: TransitionInput,
  auth?: Auth,
  dispatch?: DispatchDeps,
): Promise<TransitionedOrder> {
  const { actor, to } = input;
  const reason = reasonInWords(input.reason);
  if (requiresReason(to, actor.role) && !reason) {
    throw new ApiError(400, 'validation_failed', 'Say why.', { reason: 'Say why.' });
  }
  if (requiresRider(to) && !input.riderId) {
    throw new ApiError(400, 'validation_failed', 'Choose a rider to assign.', { riderId: 'Choose a rider.' });
  }

  const ref = db.collection(ORDERS).doc(input.orderId);
  const deadline = deadlineFromNow();
  // A delivery settles at the fare table's rates of this moment, an assignment estimates the pickup
  // at its speeds, a cancellation costs its terms: read beside the transaction's first read
  // (outside it, so moves do not lock the fare document).
  const tableRead = needsFareTable(to, actor) ? currentFareTable(db, deadline) : Promise.resolve(null);
  tableRead.catch(() => undefined);
  const outcome = await firestoreCall<Outcome>(
    db.runTransaction(async (transaction): Promise<Outcome> => {
      // One read: the order, and the handover code when the rider sent one (a step that needs a
      // code but got none reads it below) or the customer's profile (an admin's `disabled` flag on
      // it refuses their change at once). A shared link, later.
      const mayNeedCode =
        actor.role === 'rider' && (to === 'picked_up' || to === 'delivered') && Boolean(input.handoverCode);
      const extra =
        actor.role === 'customer'
          ? db.collection(USERS).doc(actor.uid)
          : mayNeedCode
            ? handoverRef(db, ref.id)
            : null;
      const [snapshot, extraSnapshot] = (await transaction.getAll(ref, ...(extra ? [extra] : []))) as [
        DocumentSnapshot,
        DocumentSnapshot | undefined,
      ];
      const table = await tableRead;
      const profile = actor.role === 'customer' ? extraSnapshot : undefined;
      let handover = mayNeedCode ? extraSnapshot : undefined;
      if (profile?.get('disabled') === true) throw accountDisabledError();
      if (!snapshot.exists) throw orderNotFound();
      const order = snapshot.data() as OrderDocument<Timestamp>;
      const from = order.status;
      if (!isOrderStatus(from)) throw new ApiError(409, 'conflict', 'This order is in an unknown state.');

      // Customers never learn whether someone else's order exists; riders are told it is not theirs.
      if (actor.role === 'customer' && order.customerUid !== actor.uid) throw orderNotFound();
      if (actor.role === 'rider' && order.riderId !== actor.uid) {
        throw new ApiError(403, 'forbidden', 'This order is not assigned to you.');
      }

      const handoverStep = needsHandoverCode(order.kind, to);
      // A locked step is the admin's to complete, from where a rider would have made it.
      const adminCompletesLockedStep =
        actor.role === 'admin' &&
        handoverStep &&
        order.handoverLocked === true &&
        canTransition('rider', from, to).allowed;
      if (adminCompletesLockedStep && !reason) {
        throw new ApiError(400, 'validation_failed', 'Say why.', { reason: 'Say why.' });
      }
      const verdict = adminCompletesLockedStep
        ? ({ allowed: true } as const)
        : canTransition(actor.role, from, to);
      if (!verdict.allowed) {
        throw new ApiError(
          verdict.because === 'role' ? 403 : 409,
          verdict.because === 'role' ? 'forbidden' : 'conflict',
          verdict.message,
        );
      }

      const riderChecksCode = actor.role === 'rider' && handoverStep;
      if (riderChecksCode && order.handoverLocked === true) throw handoverLocked();
      // No code sent: refused unless the order has none (booked before codes existed).
      if (riderChecksCode && !handover) handover = await transaction.get(handoverRef(db, ref.id));
      const rider = requiresRider(to) ? await readActiveRider(db, transaction, input.riderId ?? '') : null;
      if (rider && from === 'assigned' && order.riderId === rider.id) {
        throw new ApiError(409, 'conflict', 'The order is already assigned to this rider.');
      }
      const share = await readShareOf(db, transaction, ref.id, order);
      const trip = await readTripState(db, transaction, share, { order, to, newRiderId: rider?.id ?? null });
      // A person taking the order off the dispatch (accepting, cancelling) ends its standing offers.
      const standing =
        from === 'pending' ? await readStandingOffers(db, transaction, ref.id, order.dispatch?.state) : null;
      const now = Date.now();
      const wrong = riderChecksCode
        ? checkHandoverCode(order, handover?.get('code'), input.handoverCode)
        : null;
      if (wrong) {
        assertBefore(deadline);
        transaction.update(ref, wrong.changes);
        return {
          refused: wrong.changes.handoverLocked ? 'locked' : 'wrong',
          attemptsLeft: wrong.attemptsLeft,
          order,
        };
      }

      const change: StatusChange = { from, to, actor, reason, rider };
      const move = { id: ref.id, order, to, actor, reason, rider, trip, table, now };
      const extras = await moveExtras(db, transaction, move);
      const changes = {
        ...statusChanges(change, standing !== null),
        ...historyChanges(order, statusHistoryEntry(change, adminCompletesLockedStep)),
        ...extras.changes,
        ...keepBookingShop(order),
      };
      if (standing) withdrawOffers(db, transaction, ref.id, standing);
      countTransitionInDay(db, transaction, { order, from, to, now });
      assertBefore(deadline);
      transaction.update(ref, changes);
      countDownOpenOrder(db, transaction, order, from, to);
      // A rider who delivers is at the drop-off.
      const riderAt = to === 'delivered' && actor.role === 'rider' ? order.dropOff.coordinates : null;
      writeTripChanges(db, transaction, { orderId: ref.id, order, to, rider, reads: trip, riderAt });
      notifyParties(db, transaction, { id: ref.id, order, from, to, reason, rider, actor });
      return { id: ref.id, from, status: to, freed: ridersFreedBy(change, order, standing), fee: extras.fee };
    }),
    deadline,
  );
  if (!('refused' in outcome)) {
    const { freed, fee, ...moved } = outcome;
    if (dispatch) await offerWaitingOrdersTo(db, freed, dispatch);
    return fee ? { ...moved, fee } : moved;
  }
  if (outcome.refused === 'wrong') {
    throw new ApiError(422, 'wrong_handover_code', wrongCodeMessage(outcome.attemptsLeft));
  }
  if (auth) await alertAdminsOfLockedHandover(db, auth, ref.id, outcome.order);
  throw handoverLocked();
}
