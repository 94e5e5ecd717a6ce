import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { toMillis } from '@dropwise/domain/rider-duty';
import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import { countInDay, type DayCount, minutesBetween } from './daily-totals.js';

type TripTimes = Pick<OrderDocument<Timestamp>, 'createdAt' | 'assignedAt' | 'history'>;

/**
 * The minutes from booking to the first assignment and from it to pickup, for a trip that was
 * picked up (its history says when). They are counted with the trip's end, in the write that
 * end makes to the day's totals anyway, so pickup itself writes no totals (one fewer per trip).
 */
export function tripMinutes(order: TripTimes): Partial<Record<DayCount, number>> {
  const assigned = toMillis(order.assignedAt);
  const pickedUp = order.history?.find((entry) => entry.to === 'picked_up');
  const pickedUpAt = pickedUp ? toMillis(pickedUp.at) : null;
  if (assigned === null || pickedUpAt === null) return {};
  const booked = toMillis(order.createdAt);
  return {
    ...(booked !== null ? { assignMinutesSum: minutesBetween(booked, assigned), assignCount: 1 } : {}),
    pickupMinutesSum: minutesBetween(assigned, pickedUpAt),
    pickupCount: 1,
  };
}

/**
 * The day's counts a status change moves: a cancellation or a failure, with the trip's minutes
 * when it had been picked up. A delivery's are counted with its settlement.
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
  const { order, to, now } = change;
  const pickup = order.pickup?.coordinates;
  if (to === 'cancelled') countInDay(db, transaction, now, pickup, { cancelled: 1, ...tripMinutes(order) });
  if (to === 'failed') countInDay(db, transaction, now, pickup, { failed: 1, ...tripMinutes(order) });
}
