import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { toMillis } from '@dropwise/domain/rider-duty';
import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import { countInDay, minutesBetween } from './daily-totals.js';

/**
 * The day's counts a status change moves (a delivery's are counted with its settlement): a
 * cancellation or a failure; and, at pickup, in one write, the minutes from booking to the
 * assignment and from the assignment to pickup. Counting both at pickup saves the assignment its
 * own write to the day's totals (one fewer per trip); a trip cancelled between the two is left
 * out of both averages alike.
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
  if (to !== 'picked_up' || from === 'picked_up') return;
  const assigned = toMillis(order.assignedAt);
  if (assigned === null) return;
  const booked = toMillis(order.createdAt);
  countInDay(db, transaction, now, pickup, {
    ...(booked !== null ? { assignMinutesSum: minutesBetween(booked, assigned), assignCount: 1 } : {}),
    pickupMinutesSum: minutesBetween(assigned, now),
    pickupCount: 1,
  });
}
