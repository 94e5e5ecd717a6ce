import { FieldValue } from 'firebase-admin/firestore';
import { searchKey, type ShopFields, type ShopUpdate } from '../../domain/admin/shop.js';
import { ApiError } from '../../http/api-error.js';
import { db } from '../../lib/firebase-admin.js';

/**
 * Shops: `shops/{id}` with name, nameLower (search key), phone (E.164), address, city, active,
 * riderCount, createdAt, updatedAt. The shop-rider link lives on the rider (`riders/{uid}.shopId`):
 * a rider works for at most one shop, and "the shop's riders" is one indexed query.
 */
const shops = () => db.collection('shops');
const riders = () => db.collection('riders');

export async function createShop(fields: ShopFields): Promise<{ id: string }> {
  const ref = shops().doc();
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

async function requireShop(shopId: string) {
  const snapshot = await shops().doc(shopId).get();
  if (!snapshot.exists) throw new ApiError(404, 'not_found', 'There is no such shop.');
  return snapshot;
}

export async function updateShop(shopId: string, changes: ShopUpdate): Promise<void> {
  await requireShop(shopId);
  await shops()
    .doc(shopId)
    .update({
      ...changes,
      ...(changes.name ? { nameLower: searchKey(changes.name) } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
}

/** Deactivating keeps the shop and its links; it only hides it from new assignments. */
export async function setShopActive(shopId: string, active: boolean): Promise<void> {
  await requireShop(shopId);
  await shops().doc(shopId).update({ active, updatedAt: FieldValue.serverTimestamp() });
}

/** Links a rider to a shop, moving them from any previous shop; the counts stay right in one transaction. */
export async function linkRider(shopId: string, riderId: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const shopRef = shops().doc(shopId);
    const riderRef = riders().doc(riderId);
    const [shop, rider] = await Promise.all([transaction.get(shopRef), transaction.get(riderRef)]);
    if (!shop.exists) throw new ApiError(404, 'not_found', 'There is no such shop.');
    if (!rider.exists) throw new ApiError(404, 'not_found', 'There is no such rider.');
    if (shop.get('active') !== true) {
      throw new ApiError(409, 'conflict', 'This shop is deactivated; activate it before linking riders.');
    }
    const previousShopId = rider.get('shopId') as string | null | undefined;
    if (previousShopId === shopId) return;
    const previousRef = previousShopId ? shops().doc(previousShopId) : null;
    const previous = previousRef ? await transaction.get(previousRef) : null;
    if (previousRef && previous?.exists) {
      transaction.update(previousRef, { riderCount: FieldValue.increment(-1) });
    }
    transaction.update(shopRef, {
      riderCount: FieldValue.increment(1),
      updatedAt: FieldValue.serverTimestamp(),
    });
    transaction.update(riderRef, { shopId, updatedAt: FieldValue.serverTimestamp() });
  });
}

export async function unlinkRider(shopId: string, riderId: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const shopRef = shops().doc(shopId);
    const riderRef = riders().doc(riderId);
    const [shop, rider] = await Promise.all([transaction.get(shopRef), transaction.get(riderRef)]);
    if (!shop.exists) throw new ApiError(404, 'not_found', 'There is no such shop.');
    if (!rider.exists || rider.get('shopId') !== shopId) {
      throw new ApiError(404, 'not_found', 'This rider is not linked to this shop.');
    }
    transaction.update(shopRef, {
      riderCount: FieldValue.increment(-1),
      updatedAt: FieldValue.serverTimestamp(),
    });
    transaction.update(riderRef, { shopId: null, updatedAt: FieldValue.serverTimestamp() });
  });
}
