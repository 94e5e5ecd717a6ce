import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { toMillis } from '@dropwise/domain/rider-duty';
import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import { countInDay, minutesBetween } from './daily-totals.js';

/**
 * The day's counts a status change moves (a delivery's are counted with its settlement): a
 * cancellation or a failure, and the minutes from booking to the first assignment and from
 * assignment to pickup.
 */
export function countTransitionInDay(
  db: Firestore,
  transaction: Transaction,
  change: {
    order: OrderDocument<Timestamp>;
    from: OrderStatus;
    to: OrderStatus;
    now: number;
  },
): void {
  const { order, from, to, now } = change;
  const pickup = order.pickup?.coordinates;
  if (to === 'cancelled') countInDay(db, transaction, now, pickup, { cancelled: 1 });
  if (to === 'failed') countInDay(db, transaction, now, pickup, { failed: 1 });
  if (to === 'assigned' && from !== 'assigned') {
    const booked = toMillis(order.createdAt);
    if (booked !== null) {
      countInDay(db, transaction, now, pickup, {
        assignMinutesSum: minutesBetween(booked, now),
        assignCount: 1,
      });
    }
  }
  if (to === 'picked_up') {
    const assigned = toMillis(order.assignedAt);
    if (assigned !== null) {
      countInDay(db, transaction, now, pickup, {
        pickupMinutesSum: minutesBetween(assigned, now),
        pickupCount: 1,
      });
    }
  }
}
