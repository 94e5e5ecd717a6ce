import { Timestamp } from 'firebase-admin/firestore';
import { testDb } from './admin-sdk';
import { ORDERS } from '@dropwise/domain/collections';

/** Pending orders for the dispatch board's tests, stored directly to arrange a busy board. */
const RUN = `dispatch-${Date.now()}`;
/** The ids of the orders made here, for the test to remove when it ends. */
export const madePendingOrders: string[] = [];

/** A pending order as the booking function stores it, written directly to arrange a busy board. */
export async function pendingOrder(index: number): Promise<string> {
  const ref = testDb.collection(ORDERS).doc(`${RUN}-${String(index).padStart(2, '0')}`);
  await ref.set({
    kind: 'ride',
    status: 'pending',
    customerUid: 'dispatch-board-customer',
    customerName: `Dispatch Customer ${index}`,
    customerPhone: '+15555550177',
    vehicleType: 'bike',
    pickup: { address: `Pickup lane ${index}`, coordinates: null },
    dropOff: { address: `Drop-off road ${index}`, coordinates: null },
    passengers: 1,
    fare: { amount: 50 + index, currency: 'INR', distanceKm: 2, breakdown: {}, tableVersion: 1 },
    shopId: null,
    riderId: null,
    historyCount: 1,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
  });
  madePendingOrders.push(ref.id);
  return ref.id;
}

/** Pending orders as the board counts them: those with a creation time to sort by. Other suites
 * seed bare order documents straight into the store, which no booking could make. */
export async function pendingCount(): Promise<number> {
  const pending = testDb.collection(ORDERS).where('status', '==', 'pending').orderBy('createdAt', 'desc');
  return (await pending.count().get()).data().count;
}

/** The newest pending order ids, as the board should list them. */
export async function newestPending(limit: number): Promise<string[]> {
  const snapshot = await testDb
    .collection(ORDERS)
    .where('status', '==', 'pending')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}
