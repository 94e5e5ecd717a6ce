import { type DocumentSnapshot, type Firestore, type Transaction, Timestamp } from 'firebase-admin/firestore';
import type { OrderStatus } from '@domain/order-lifecycle';
import { ApiError, RateLimitedError } from '../../lib/api-error.js';
import { firestoreCall } from '../../lib/deadline.js';
import { limitFromEnv } from '../rate-limit.js';
import { ORDERS } from './order-document.js';

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

const MAX_REMEMBERED = 10_000;
/** Customers this instance has seen with a limits document: they need no open-orders query. */
const customersWithLimits = new Set<string>();

function rememberLimitsExist(uid: string): void {
  if (customersWithLimits.size >= MAX_REMEMBERED) customersWithLimits.clear();
  customersWithLimits.add(uid);
}

export interface OpenOrders {
  size: number;
  docs: DocumentSnapshot[];
}

/**
 * A customer without a limits document (one who booked before the caps existed, or never) gets
 * one from their open orders. The query runs outside the transaction (inside one it would lock
 * its whole result range and queue every booking behind every other) and beside the booking's
 * first read, for customers this instance has not yet seen with a limits document; otherwise it
 * is skipped. It returns null when skipped.
 */
export function openOrdersIfUnknown(
  db: Firestore,
  uid: string,
  deadline: number,
): Promise<OpenOrders | null> {
  if (customersWithLimits.has(uid)) return Promise.resolve(null);
  const query = firestoreCall(
    db.collection(ORDERS).where('customerUid', '==', uid).where('status', 'in', OPEN_ORDER_STATUSES).get(),
    deadline,
  );
  query.catch(() => undefined);
  return query;
}

async function usageFor(
  db: Firestore,
  transaction: Transaction,
  uid: string,
  stored: DocumentSnapshot,
  openOrders: Promise<OpenOrders | null>,
  deadline: number,
): Promise<Usage> {
  if (stored.exists) {
    rememberLimitsExist(uid);
    const windowStart = stored.get('windowStart');
    return {
      open: Math.max(0, Number(stored.get('open') ?? 0)),
      windowStart: windowStart instanceof Timestamp ? windowStart.toMillis() : 0,
      windowCount: Number(stored.get('windowCount') ?? 0),
    };
  }
  // Another instance may have made the document since this one remembered it: ask now.
  const open = (await openOrders) ?? (await openOrdersIfUnknownNow(db, uid, deadline));
  // Each is marked so that its transitions count it down like any order booked from now on.
  for (const order of open.docs) {
    if (order.get('countedOpen') !== true) transaction.update(order.ref, { countedOpen: true });
  }
  return { open: open.size, windowStart: 0, windowCount: 0 };
}

function openOrdersIfUnknownNow(db: Firestore, uid: string, deadline: number): Promise<OpenOrders> {
  customersWithLimits.delete(uid);
  return openOrdersIfUnknown(db, uid, deadline) as Promise<OpenOrders>;
}

/**
 * Checks both caps for one more booking and, when it fits, records it in the transaction.
 * 409 when too many orders are open, 429 with Retry-After when too many were booked this hour.
 */
export async function takeBookingAllowance(
  db: Firestore,
  transaction: Transaction,
  customer: { uid: string; stored: DocumentSnapshot; openOrders: Promise<OpenOrders | null> },
  rule: BookingLimitRule,
  deadline: number,
  now = Date.now(),
): Promise<void> {
  const { uid } = customer;
  const usage = await usageFor(db, transaction, uid, customer.stored, customer.openOrders, deadline);
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
  rememberLimitsExist(uid);
  transaction.set(bookingLimitsRef(db, uid), {
    open: usage.open + 1,
    windowStart: Timestamp.fromMillis(windowStart),
    windowCount: windowCount + 1,
    updatedAt: Timestamp.fromMillis(now),
  });
}
