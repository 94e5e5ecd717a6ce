import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { ApiError } from '../../lib/api-error.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { ORDERS, RIDERS, RIDER_POSITIONS, SHOPS, USERS } from '@dropwise/domain/collections';

const OPEN_FOR_RIDER = ['assigned', 'picked_up'] as const;
export const DELETED_RIDER_NAME = 'Deleted rider';

/**
 * A rider deletes their own account. Refused (409) while they hold an open order, which a
 * customer is waiting for. Otherwise, in this order: the rider record is deactivated and loses
 * the name (a placeholder instead), phone and email (it stays as a stub so orders that name its id still resolve), the
 * shop link is dropped, the rider's name and phone leave the orders they carried, their position
 * data, profile, push tokens and notifications are deleted, and the Auth account goes last. A
 * failure part way leaves the account able to sign in and send the request again, which finishes
 * the job: every step is safe to repeat.
 */
export async function deleteRiderAccount(
  db: Firestore,
  auth: Auth,
  uid: string,
): Promise<{ strippedOrders: number }> {
  const open = await db
    .collection(ORDERS)
    .where('riderId', '==', uid)
    .where('status', 'in', [...OPEN_FOR_RIDER])
    .limit(1)
    .get();
  if (!open.empty) {
    throw new ApiError(
      409,
      'conflict',
      'You still have an order to finish. Deliver it, or ask a Dropwise admin to reassign it, then delete your account.',
    );
  }

  await deactivateAndStripRecord(db, uid);
  const strippedOrders = await stripRiderFromOrders(db, uid);
  await db.recursiveDelete(db.collection(RIDER_POSITIONS).doc(uid));
  await db.recursiveDelete(db.collection(USERS).doc(uid));
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  return { strippedOrders };
}

async function deactivateAndStripRecord(db: Firestore, uid: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const ref = db.collection(RIDERS).doc(uid);
    const rider = await transaction.get(ref);
    if (!rider.exists) return;
    const shopId = rider.get('shopId') as string | null | undefined;
    if (shopId) {
      const shop = await transaction.get(db.collection(SHOPS).doc(shopId));
      if (shop.exists) transaction.update(shop.ref, { riderCount: FieldValue.increment(-1) });
    }
    transaction.update(ref, {
      active: false,
      // A placeholder rather than no name, so admin lists still show the row.
      name: DELETED_RIDER_NAME,
      nameLower: DELETED_RIDER_NAME.toLowerCase(),
      phone: null,
      email: FieldValue.delete(),
      shopId: null,
      deletedAt: rider.get('deletedAt') ?? FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

/** The orders keep the rider's id (a stub record now) but not their name and phone. */
async function stripRiderFromOrders(db: Firestore, uid: string): Promise<number> {
  const carried = await db.collection(ORDERS).where('riderId', '==', uid).get();
  let stripped = 0;
  for (let start = 0; start < carried.docs.length; start += 400) {
    const batch = db.batch();
    for (const order of carried.docs.slice(start, start + 400)) {
      if (order.get('riderName') === null && order.get('riderPhone') === null) continue;
      batch.update(order.ref, {
        riderName: null,
        riderPhone: null,
        riderVehicle: null,
      } satisfies OrderChanges);
      stripped++;
    }
    await batch.commit();
  }
  return stripped;
}
