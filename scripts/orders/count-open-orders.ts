// npm run orders:count-open -- [--dry-run]
// Counts every customer's open orders that no booking counted (orders booked before the booking
// caps existed, or written by a script): their customer's `bookingLimits/{uid}.open` is set from
// their open orders as they stand, and each open order is marked counted, so that its transitions
// count it down. Bookings treat a customer without a limits document as having no open order, so
// run it once when deploying the caps to a store that already holds orders. Safe to run again: a
// customer whose open orders are all counted is skipped. Where it runs: one-off-update.ts.
import type { Firestore } from 'firebase-admin/firestore';
import {
  OPEN_ORDER_STATUSES,
  recountOpenOrders,
} from '../../functions/src/services/limits/booking-limits.js';
import { isTombstone } from '../../functions/src/services/order-records/order-document.js';
import { runOneOffUpdate } from './one-off-update.js';
import { ORDERS } from '@dropwise/domain/collections';

export interface CountReport {
  /** Customers with at least one open order no booking counted. */
  customers: number;
  /** Their open orders not yet counted. */
  orders: number;
}

/** Finds the customers with uncounted open orders and (unless `dryRun`) recounts each. */
export async function countOpenOrders(db: Firestore, options: { dryRun: boolean }): Promise<CountReport> {
  const open = await db.collection(ORDERS).where('status', 'in', OPEN_ORDER_STATUSES).get();
  const uncounted = open.docs.filter((order) => order.get('countedOpen') !== true);
  const customers = new Set(
    uncounted
      .map((order) => order.get('customerUid') as unknown)
      // A deleted customer books no more; their tombstone needs no caps.
      .filter((uid): uid is string => typeof uid === 'string' && uid !== '' && !isTombstone(uid)),
  );
  if (!options.dryRun) {
    for (const uid of customers) await recountOpenOrders(db, uid);
  }
  return { customers: customers.size, orders: uncounted.length };
}

runOneOffUpdate(import.meta.url, 'count the open orders', async (db, { dryRun }) => {
  const report = await countOpenOrders(db, { dryRun });
  return `${dryRun ? 'Would count' : 'Counted'} ${report.orders} open order(s) of ${report.customers} customer(s) in their booking limits.`;
});
