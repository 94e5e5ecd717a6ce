import { type DocumentSnapshot, type Firestore, type Transaction, Timestamp } from 'firebase-admin/firestore';
import type { OrderStatus } from '../../domain/order-lifecycle';
import { ApiError, RateLimitedError } from '../../http/api-error';
import { firestoreCall } from '../../lib/deadline';
import { limitFromEnv } from '../rate-limit';
import { ORDERS } from './order-document';

/**
 * Per-customer caps on booking: at most `maxOpenOrders` orders still waiting or under way, and at
 * most `perHour` new bookings in a clock hour. Both live in one document per customer,
 * `bookingLimits/{uid}` (`open`, `windowStart`, `windowCount`), read and written inside the
 * booking's own transaction, so they are exact under simultaneous requests and cost no extra
 * round trip. Transitions out of an open status count the order down in their own transaction.
 */
export const BOOKING_LIMITS = 'bookingLimits';

export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'accepted', 'assigned'];
const HOUR_MS = 60 * 60 * 1000;

export interface BookingLimitRule {
  /** 0 or less turns the cap off. */
  maxOpenOrders: number;
  perHour: number;
}

export function bookingLimitRule(): BookingLimitRule {
  return {
    maxOpenOrders: limitFromEnv('DROPWISE_BOOKING_MAX_OPEN_ORDERS', 5),
    perHour: limitFromEnv('DROPWISE_BOOKING_PER_HOUR', 10),
  };
}

export function bookingLimitsRef(db: Firestore, uid: string) {
  return db.collection(BOOKING_LIMITS).doc(uid);
}

export function isOpenStatus(status: OrderStatus): boolean {
  return OPEN_ORDER_STATUSES.includes(status);
}

interface Usage {
  open: number;
  windowStart: number;
  windowCount: number;
}

/**
 * A customer without a limits document (one who booked before the caps existed, or never) gets
 * one from their open orders; each is marked `countedOpen` in the transaction so that its
 * transitions count it down like any order booked since. The query runs outside the transaction:
 * a query inside one locks the whole result range, which would make every booking wait on every
 * other. It happens once per customer, and the limits document the transaction creates settles
 * simultaneous first bookings.
 */
async function usageFor(
  db: Firestore,
  transaction: Transaction,
  uid: string,
  stored: DocumentSnapshot,
): Promise<Usage> {
  if (stored.exists) {
    const windowStart = stored.get('windowStart');
    return {
      open: Math.max(0, Number(stored.get('open') ?? 0)),
      windowStart: windowStart instanceof Timestamp ? windowStart.toMillis() : 0,
      windowCount: Number(stored.get('windowCount') ?? 0),
    };
  }
  const open = await firestoreCall(
    db.collection(ORDERS).where('customerUid', '==', uid).where('status', 'in', OPEN_ORDER_STATUSES).get(),
  );
  for (const order of open.docs) {
    if (order.get('countedOpen') !== true) transaction.update(order.ref, { countedOpen: true });
  }
  return { open: open.size, windowStart: 0, windowCount: 0 };
}

/**
 * Checks both caps for one more booking and, when it fits, records it in the transaction.
 * 409 when too many orders are open, 429 with Retry-After when too many were booked this hour.
 */
export async function takeBookingAllowance(
  db: Firestore,
  transaction: Transaction,
  uid: string,
  stored: DocumentSnapshot,
  rule: BookingLimitRule,
  now = Date.now(),
): Promise<void> {
  const usage = await usageFor(db, transaction, uid, stored);
  if (rule.maxOpenOrders > 0 && usage.open >= rule.maxOpenOrders) {
    throw new ApiError(
      409,
      'conflict',
      `You already have ${usage.open} open orders, the most at once. Wait until one is picked up, or cancel one, before booking again.`,
    );
  }
  const windowStart = Math.floor(now / HOUR_MS) * HOUR_MS;
  const windowCount = usage.windowStart === windowStart ? usage.windowCount : 0;
  if (rule.perHour > 0 && windowCount >= rule.perHour) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + HOUR_MS - now) / 1000));
    throw new RateLimitedError(
      retryAfterSeconds,
      `You have made ${windowCount} bookings this hour, the most we take. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    );
  }
  transaction.set(bookingLimitsRef(db, uid), {
    open: usage.open + 1,
    windowStart: Timestamp.fromMillis(windowStart),
    windowCount: windowCount + 1,
    updatedAt: Timestamp.fromMillis(now),
  });
}
