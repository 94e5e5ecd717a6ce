import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { bookingLimitsRef } from '../limits/booking-limits.js';
import { endCustomerTrips } from '../trip/end-customer-trips.js';
import { historyWithout } from './replace-in-history.js';
import { anonymiseCustomerRecords } from './deleted-customer-records.js';
import { newTombstone, personalOrderFieldPaths } from './order-personal-fields.js';
import { ORDERS, USERS } from '@dropwise/domain/collections';

export interface AccountDeletionResult {
  anonymisedOrders: number;
}

/**
 * Deletes a customer's account: the profile with its FCM tokens and notification feed, their
 * booking limits, the person in their orders (the orders stay for the platform's records: the uid
 * on the order, its history and its cancellation becomes one random tombstone, `deleted-<random>`,
 * which no account can hold and nothing can trace back to the uid, and the personal fields and the
 * request id, from which the order id was derived, are removed), the person in their complaints
 * and the fees they owed (deleted-customer-records.ts), and finally the Auth user. The
 * Auth user goes last so that a failure half way leaves the customer able to sign in and try
 * again; each order is anonymised in one write, and every step is safe to repeat.
 */
export async function deleteCustomerAccount(
  db: Firestore,
  auth: Auth,
  uid: string,
): Promise<AccountDeletionResult> {
  await endCustomerTrips(db, uid);
  const tombstone = newTombstone();
  const anonymisedOrders = await anonymiseOrders(db, uid, tombstone);
  await anonymiseCustomerRecords(db, uid, tombstone);
  await db.recursiveDelete(bookingLimitsRef(db, uid));
  // recursiveDelete removes users/{uid} and everything under it (tokens, notifications, ...).
  await db.recursiveDelete(db.collection(USERS).doc(uid));
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  return { anonymisedOrders };
}

async function anonymiseOrders(db: Firestore, uid: string, tombstone: string): Promise<number> {
  const orders = await db.collection(ORDERS).where('customerUid', '==', uid).get();
  for (const order of orders.docs) {
    const update: Record<string, FieldValue | string | object> = {
      customerUid: tombstone,
      customerDeletedAt: FieldValue.serverTimestamp(),
    };
    for (const path of personalOrderFieldPaths(order.data())) update[path] = FieldValue.delete();
    if ((order.get('cancelledBy') as { uid?: unknown } | null)?.uid === uid) {
      update['cancelledBy.uid'] = tombstone;
    }
    const history = historyWithout(order.get('history'), uid, tombstone);
    if (history) update.history = history;
    await order.ref.update(update);
  }
  return orders.size;
}
