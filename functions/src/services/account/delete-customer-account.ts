import { FieldValue, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { forgetAccountStatus } from '../account-status.js';
import { endCustomerTrips } from '../trip/end-customer-trips.js';
import { DELETED_CUSTOMER_UID, personalOrderFieldPaths } from './order-personal-fields.js';

// Firestore allows 500 writes per batch; stay below it.
const BATCH_SIZE = 400;

export interface AccountDeletionResult {
  anonymisedOrders: number;
}

/**
 * Deletes a customer's account: the profile with its FCM tokens and notification feed, the
 * personal data in their orders (the orders themselves stay for the platform's records, with no
 * customer at all: `customerUid` is removed, so no session can ever read them as its own), and finally the Auth user. The Auth user goes last so that a failure half
 * way leaves the customer able to sign in and try again; every step is safe to repeat.
 */
export async function deleteCustomerAccount(
  db: Firestore,
  auth: Auth,
  uid: string,
): Promise<AccountDeletionResult> {
  await endCustomerTrips(db, uid);
  const anonymisedOrders = await anonymiseOrders(db, uid);
  // recursiveDelete removes users/{uid} and everything under it (tokens, notifications, ...).
  await db.recursiveDelete(db.collection('users').doc(uid));
  try {
    await auth.deleteUser(uid);
    forgetAccountStatus(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  return { anonymisedOrders };
}

async function anonymiseOrders(db: Firestore, uid: string): Promise<number> {
  const orders = await db.collection('orders').where('customerUid', '==', uid).get();
  let batch = db.batch();
  let pending = 0;
  const flushIfFull = async () => {
    if (pending < BATCH_SIZE) return;
    await batch.commit();
    batch = db.batch();
    pending = 0;
  };

  for (const order of orders.docs) {
    const update: Record<string, FieldValue | string> = {
      customerUid: FieldValue.delete(),
      customerDeletedAt: FieldValue.serverTimestamp(),
    };
    for (const path of personalOrderFieldPaths(order.data())) update[path] = FieldValue.delete();
    batch.update(order.ref, update);
    pending++;
    await flushIfFull();
    for (const entry of await historyEntriesBy(order.ref, uid)) {
      batch.update(entry, { by: DELETED_CUSTOMER_UID });
      pending++;
      await flushIfFull();
    }
  }
  if (pending > 0) await batch.commit();
  return orders.size;
}

/** The order's history entries the customer made (e.g. a cancellation): they name them by uid. */
async function historyEntriesBy(order: DocumentReference, uid: string): Promise<DocumentReference[]> {
  const entries = await order.collection('history').where('by', '==', uid).get();
  return entries.docs.map((entry) => entry.ref);
}
