import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { searchKey, type ShopFields, type ShopUpdate } from '@dropwise/domain/admin/shop';
import { ApiError } from '../../lib/api-error.js';
import { copyToOnDuty, readOnDuty } from '../trip/on-duty-rider-fields.js';
import { RIDERS, SHOPS } from '@dropwise/domain/collections';

/**
 * Shops: `shops/{id}` with name, nameLower (search key), phone (E.164), address, city, active,
 * riderCount, createdAt, updatedAt. The shop-rider link lives on the rider (`riders/{uid}.shopId`):
 * a rider works for at most one shop, and "the shop's riders" is one indexed query.
 */
const shops = (db: Firestore) => db.collection(SHOPS);
const riders = (db: Firestore) => db.collection(RIDERS);

export async function createShop(db: Firestore, fields: ShopFields): Promise<{ id: string }> {
  const ref = shops(db).doc();
  await ref.create({
    ...fields,
    nameLower: searchKey(fields.name),
    active: true,
    riderCount: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return { id: ref.id };
}

async function requireShop(db: Firestore, shopId: string) {
  const snapshot = await shops(db).doc(shopId).get();
  if (!snapshot.exists) throw new ApiError(404, 'not_found', 'There is no such shop.');
  return snapshot;
}

export async function updateShop(db: Firestore, shopId: string, changes: ShopUpdate): Promise<void> {
  await requireShop(db, shopId);
  await shops(db)
    .doc(shopId)
    .update({
      ...changes,
      ...(changes.name ? { nameLower: searchKey(changes.name) } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
}

/** Deactivating keeps the shop and its links; it only hides it from new assignments. */
export async function setShopActive(db: Firestore, shopId: string, active: boolean): Promise<void> {
  await requireShop(db, shopId);
  await shops(db).doc(shopId).update({ active, updatedAt: FieldValue.serverTimestamp() });
}

/** The shop (404 when there is none) and the rider, read in one transaction. */
async function readShopAndRider(db: Firestore, transaction: Transaction, shopId: string, riderId: string) {
  const shopRef = shops(db).doc(shopId);
  const riderRef = riders(db).doc(riderId);
  const [shop, rider] = await Promise.all([transaction.get(shopRef), transaction.get(riderRef)]);
  if (!shop.exists) throw new ApiError(404, 'not_found', 'There is no such shop.');
  return { shopRef, riderRef, shop, rider };
}

/** Links a rider to a shop, moving them from any previous shop; the counts stay right in one transaction. */
export async function linkRider(db: Firestore, shopId: string, riderId: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const { shopRef, riderRef, shop, rider } = await readShopAndRider(db, transaction, shopId, riderId);
    if (!rider.exists) throw new ApiError(404, 'not_found', 'There is no such rider.');
    if (shop.get('active') !== true) {
      throw new ApiError(409, 'conflict', 'This shop is deactivated; activate it before linking riders.');
    }
    const previousShopId = rider.get('shopId') as string | null | undefined;
    if (previousShopId === shopId) return;
    const previousRef = previousShopId ? shops(db).doc(previousShopId) : null;
    const previous = previousRef ? await transaction.get(previousRef) : null;
    const onDuty = await readOnDuty(db, transaction, riderId);
    if (previousRef && previous?.exists) {
      transaction.update(previousRef, { riderCount: FieldValue.increment(-1) });
    }
    transaction.update(shopRef, {
      riderCount: FieldValue.increment(1),
      updatedAt: FieldValue.serverTimestamp(),
    });
    transaction.update(riderRef, { shopId, updatedAt: FieldValue.serverTimestamp() });
    copyToOnDuty(transaction, onDuty, { shopId });
  });
}

export async function unlinkRider(db: Firestore, shopId: string, riderId: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const { shopRef, riderRef, rider } = await readShopAndRider(db, transaction, shopId, riderId);
    if (!rider.exists || rider.get('shopId') !== shopId) {
      throw new ApiError(404, 'not_found', 'This rider is not linked to this shop.');
    }
    const onDuty = await readOnDuty(db, transaction, riderId);
    transaction.update(shopRef, {
      riderCount: FieldValue.increment(-1),
      updatedAt: FieldValue.serverTimestamp(),
    });
    transaction.update(riderRef, { shopId: null, updatedAt: FieldValue.serverTimestamp() });
    copyToOnDuty(transaction, onDuty, { shopId: null });
  });
}
