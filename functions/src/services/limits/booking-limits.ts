import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Transaction,
  Timestamp,
} from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import { ApiError, RateLimitedError } from '../../lib/api-error.js';
import { liveCustomerUid, type OrderChanges } from '../order-records/order-document.js';
import { fixedWindow } from './fixed-window.js';
import { limitRule, openOrdersPerCustomer } from './limit-table.js';
import { BOOKING_LIMITS, ORDERS } from '@dropwise/domain/collections';

/**
 * Per-customer caps on booking: at most `maxOpenOrders` orders still waiting or under way, and at
 * most `perHour` new bookings in a clock hour. Both live in one document per customer,
 * `bookingLimits/{uid}` (`open`, `windowStart`, `windowCount`), read and written inside the
 * booking's own transaction, so they are exact under simultaneous requests and cost no extra
 * round trip. Transitions out of an open status count the order down in their own transaction.
 * Every booking writes the document, so a customer without one has no counted open order.
 */

export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'accepted', 'assigned'];

export interface BookingLimitRule {
  /** 0 turns the cap off. */
  maxOpenOrders: number;
  perHour: number;
  windowSeconds: number;
}

export function bookingLimitRule(): BookingLimitRule {
  const { limit, windowSeconds } = limitRule('bookingsPerHour');
  return { maxOpenOrders: openOrdersPerCustomer(), perHour: limit, windowSeconds };
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

function usageOf(stored: DocumentSnapshot): Usage {
  // No document: the customer has no counted open order (never booked, or every order booked
  // before the caps existed was counted by `recountOpenOrders` when the caps were deployed).
  if (!stored.exists) return { open: 0, windowStart: 0, windowCount: 0 };
  const windowStart = stored.get('windowStart');
  return {
    open: Math.max(0, Number(stored.get('open') ?? 0)),
    windowStart: windowStart instanceof Timestamp ? windowStart.toMillis() : 0,
    windowCount: Number(stored.get('windowCount') ?? 0),
  };
}

/**
 * Sets a customer's `open` count from their orders as they stand now, and marks each open order
 * counted so that its transitions count it down. For orders that reached the store without a
 * booking (booked before the caps existed, or demo data): `npm run orders:count-open` runs it for
 * every customer who has such an order. The query runs inside the transaction, which locks the
 * customer's open orders for its length: fine for a one-off, never on the booking path.
 */
export function recountOpenOrders(db: Firestore, uid: string): Promise<number> {
  return db.runTransaction(async (transaction) => {
    const open = await transaction.get(
      db.collection(ORDERS).where('customerUid', '==', uid).where('status', 'in', OPEN_ORDER_STATUSES),
    );
    for (const order of open.docs) {
      const counted: OrderChanges = { countedOpen: true };
      if (order.get('countedOpen') !== true) transaction.update(order.ref, counted);
    }
    transaction.set(bookingLimitsRef(db, uid), { open: open.size }, { merge: true });
    return open.size;
  });
}

/**
 * Checks both caps for one more booking and, when it fits, records it in the transaction.
 * 409 when too many orders are open, 429 with Retry-After when too many were booked this hour.
 */
export function takeBookingAllowance(
  db: Firestore,
  transaction: Transaction,
  customer: { uid: string; stored: DocumentSnapshot },
  rule: BookingLimitRule = bookingLimitRule(),
  now = Date.now(),
): void {
  const { uid } = customer;
  const usage = usageOf(customer.stored);
  if (rule.maxOpenOrders > 0 && usage.open >= rule.maxOpenOrders) {
    throw new ApiError(
      409,
      'conflict',
      `You already have ${usage.open} open orders, the most at once. Wait until one is picked up, or cancel one, before booking again.`,
    );
  }
  const window = fixedWindow(rule.windowSeconds, now);
  const windowCount = usage.windowStart === window.start ? usage.windowCount : 0;
  if (rule.perHour > 0 && windowCount >= rule.perHour) {
    const { retryAfterSeconds } = window;
    throw new RateLimitedError(
      retryAfterSeconds,
      `You have made ${windowCount} bookings this hour, the most we take. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    );
  }
  transaction.set(bookingLimitsRef(db, uid), {
    open: usage.open + 1,
    windowStart: Timestamp.fromMillis(window.start),
    windowCount: windowCount + 1,
    updatedAt: Timestamp.fromMillis(now),
  });
}

/** An order leaving the open statuses no longer counts against its customer's open-order cap. */
export function countDownOpenOrder(
  db: Firestore,
  transaction: Transaction,
  order: Pick<OrderDocument<unknown>, 'countedOpen' | 'customerUid'>,
  from: OrderStatus,
  to: OrderStatus,
): void {
  if (order.countedOpen !== true || !isOpenStatus(from) || isOpenStatus(to)) return;
  // A deleted customer's order has nobody's cap to count down.
  const customerUid = liveCustomerUid(order);
  if (!customerUid) return;
  transaction.set(bookingLimitsRef(db, customerUid), { open: FieldValue.increment(-1) }, { merge: true });
}
