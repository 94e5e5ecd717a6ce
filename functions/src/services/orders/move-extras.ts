import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import {
  AT_PICKUP_KM,
  CANCEL_REASON_TEXT,
  type CancellationFee,
  cancellationFee,
  cancelReasonCode,
} from '@dropwise/domain/cancellation-fee';
import { distanceKm, type FareTable } from '@dropwise/domain/fares';
import type { OrderActor, OrderDocument } from '@dropwise/domain/order-document';
import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import { toMillis } from '@dropwise/domain/rider-duty';
import type { AssignedRider } from '../order-records/assigned-rider.js';
import type { OrderChanges } from '../order-records/order-document.js';
import { chargeCancellationFee, customerFeesRef, owedFees } from '../money/cancellation-fees.js';
import { readReceiptSeries, settleDelivery } from '../money/settle-delivery.js';
import type { TripReads } from '../trip/trip-in-transition.js';
import { assignmentFields, positionPoint } from '../order-records/assignment-estimate.js';
import { settleShopDelivery } from '../money/shop-ledger.js';
import type { Settlement } from '@dropwise/domain/money';

export interface MoveExtras {
  changes: OrderChanges;
  /** What a cancellation cost, for the canceller's answer. */
  fee: CancellationFee | null;
}

/** A reason as stored: a listed reason's code in its words, as history and the admins read it. */
export function reasonInWords(reason: string | null | undefined): string | null {
  const said = reason?.trim();
  if (!said) return null;
  const code = cancelReasonCode(said);
  return code ? CANCEL_REASON_TEXT[code] : said;
}

/** The statuses whose moves need the fare table: its rates, its speeds or its cancellation terms. */
export const needsFareTable = (to: OrderStatus, actor: OrderActor): boolean =>
  to === 'delivered' ||
  to === 'assigned' ||
  to === 'cancelled' ||
  (to === 'accepted' && actor.role === 'rider');

/**
 * What a move sets beyond its status, in its transaction: a delivery's settlement (reading the
 * receipt series and the fees the customer owes first), an assignment's pickup estimate, a
 * customer's cancellation fee. Called after the transaction's other reads and before its writes.
 */
export async function moveExtras(
  db: Firestore,
  transaction: Transaction,
  move: {
    id: string;
    order: OrderDocument<Timestamp>;
    to: OrderStatus;
    actor: OrderActor;
    reason: string | null;
    rider: AssignedRider | null;
    trip: TripReads;
    table: FareTable | null;
    now: number;
  },
): Promise<MoveExtras> {
  const { id, order, to, actor, table, now } = move;
  if (!table) return { changes: {}, fee: null };
  if (to === 'delivered') {
    const riderId = order.riderId ?? null;
    const [counter, owed] = await Promise.all([
      readReceiptSeries(db, transaction, riderId, now),
      order.customerUid ? transaction.get(customerFeesRef(db, order.customerUid)) : null,
    ]);
    const earlierFees = owedFees(owed);
    const changes = settleDelivery(db, transaction, { order, riderId, table, counter, earlierFees, now });
    const shop = order.shopDelivery
      ? settleShopDelivery(db, transaction, {
          orderId: id,
          shop: order.shopDelivery,
          settlement: changes.settlement as Settlement,
          riderId,
          position: positionPoint(riderId ? move.trip.positions.get(riderId) : undefined),
          actor,
          now,
        })
      : {};
    return { changes: { ...changes, ...shop }, fee: null };
  }
  if (move.rider) {
    return {
      changes: assignmentFields(table, order, move.trip.positions.get(move.rider.id)),
      fee: null,
    };
  }
  const givesBack = to === 'accepted' && actor.role === 'rider';
  if (to !== 'cancelled' && !givesBack) return { changes: {}, fee: null };
  const fee = cancellationFee({
    by: actor.role,
    reason: move.reason ?? '',
    fareRupees: order.fare.amount,
    assignedAt: order.status === 'assigned' ? assignedAt(order) : null,
    pickupEtaMinutes: order.assignment?.pickupEtaMinutes ?? null,
    riderAtPickup: riderAtPickup(order, move.trip),
    now,
    terms: table.cancellation,
  });
  if (fee.amountPaise === 0) return { changes: {}, fee };
  const { amountPaise } = fee;
  const payer = givesBack ? 'rider' : 'customer';
  chargeCancellationFee(db, transaction, {
    orderId: id,
    order,
    payer,
    amountPaise,
    reason: move.reason ?? '',
    by: actor,
    now,
  });
  return {
    changes: { cancellationFee: { amountPaise, payer, riderId: order.riderId ?? null } },
    fee,
  };
}

/** The current assignment's time; orders assigned before it was kept fall back to the first. */
export function assignedAt(order: OrderDocument<Timestamp>): number | null {
  return toMillis(order.assignment?.at) ?? toMillis(order.assignedAt) ?? null;
}

/** Whether the order's rider, by their last position, is at the pickup now. */
export function riderAtPickup(order: OrderDocument<Timestamp>, trip: TripReads): boolean {
  const at = positionPoint(order.riderId ? trip.positions.get(order.riderId) : undefined);
  const pickup = order.pickup?.coordinates;
  return at !== null && pickup !== null && pickup !== undefined && distanceKm(at, pickup) <= AT_PICKUP_KM;
}
