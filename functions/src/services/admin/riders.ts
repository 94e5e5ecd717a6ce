import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { RiderCreate, RiderUpdate } from '@dropwise/domain/admin/rider';
import { searchKey } from '@dropwise/domain/admin/shop';
import { positionRef } from '../trip/trip-documents.js';
import { ApiError } from '../../lib/api-error.js';
import { releaseRiderOrders, type ReleasedOrders } from './release-rider-orders.js';
import { copyToOnDuty, readOnDuty } from '../trip/on-duty-rider-fields.js';
import { RIDER_CARDS, RIDERS, SHOPS } from '@dropwise/domain/collections';
import { firstNameOf } from '@dropwise/domain/tracking';

/**
 * Riders: an Auth account (email and password, custom claim `rider: true`) plus `riders/{uid}` with
 * name, nameLower, phone (E.164), email, vehicleType, shopId (link to a shop or null), active,
 * createdAt, updatedAt. Assignment (the booking lifecycle) only accepts riders with active == true.
 */
const riders = (db: Firestore) => db.collection(RIDERS);
const shops = (db: Firestore) => db.collection(SHOPS);

async function requireActiveShop(db: Firestore, transaction: Transaction, shopId: string): Promise<void> {
  const shop = await transaction.get(shops(db).doc(shopId));
  if (!shop.exists)
    throw new ApiError(400, 'validation_failed', 'Choose an existing shop.', {
      shopId: 'There is no such shop.',
    });
  if (shop.get('active') !== true) {
    throw new ApiError(409, 'conflict', 'This shop is deactivated.', { shopId: 'This shop is deactivated.' });
  }
}

export async function createRider(db: Firestore, auth: Auth, input: RiderCreate): Promise<{ uid: string }> {
  let uid: string;
  try {
    const user = await auth.createUser({
      email: input.email,
      password: input.password,
      displayName: input.name,
    });
    uid = user.uid;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/email-already-exists') {
      throw new ApiError(409, 'conflict', 'An account with this email already exists.', {
        email: 'An account with this email already exists.',
      });
    }
    if (code === 'auth/invalid-password' || code === 'auth/invalid-email') {
      throw new ApiError(400, 'validation_failed', 'The sign-in details were refused.', {
        [code === 'auth/invalid-password' ? 'password' : 'email']:
          'This value was refused by the sign-in provider.',
      });
    }
    throw error;
  }
  try {
    await auth.setCustomUserClaims(uid, { rider: true });
    await db.runTransaction(async (transaction) => {
      if (input.shopId) await requireActiveShop(db, transaction, input.shopId);
      transaction.create(riders(db).doc(uid), {
        name: input.name,
        nameLower: searchKey(input.name),
        phone: input.phone,
        email: input.email,
        vehicleType: input.vehicleType,
        shopId: input.shopId,
        // No papers yet: listed as incomplete on the admins' papers list until they are entered.
        papersUntil: null,
        vehicle: null,
        active: true,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (input.shopId)
        transaction.update(shops(db).doc(input.shopId), { riderCount: FieldValue.increment(1) });
    });
  } catch (error) {
    // Without its profile the account would be a rider nobody can manage: undo it.
    await auth.deleteUser(uid).catch(() => undefined);
    throw error;
  }
  return { uid };
}

export async function updateRider(
  db: Firestore,
  auth: Auth,
  uid: string,
  changes: RiderUpdate,
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const ref = riders(db).doc(uid);
    const rider = await transaction.get(ref);
    if (!rider.exists) throw new ApiError(404, 'not_found', 'There is no such rider.');
    const previousShopId = (rider.get('shopId') as string | null | undefined) ?? null;
    const shopChanges = changes.shopId !== undefined && changes.shopId !== previousShopId;
    if (shopChanges && changes.shopId) await requireActiveShop(db, transaction, changes.shopId);
    const onDuty = await readOnDuty(db, transaction, uid);
    if (shopChanges && previousShopId) {
      const previous = await transaction.get(shops(db).doc(previousShopId));
      if (previous.exists) transaction.update(previous.ref, { riderCount: FieldValue.increment(-1) });
    }
    if (shopChanges && changes.shopId) {
      transaction.update(shops(db).doc(changes.shopId), { riderCount: FieldValue.increment(1) });
    }
    copyToOnDuty(transaction, onDuty, { vehicleType: changes.vehicleType, shopId: changes.shopId });
    // The card customers see carries the first name; it exists once papers were saved.
    if (changes.name && rider.get('papers')) {
      transaction.set(
        db.collection(RIDER_CARDS).doc(uid),
        { firstName: firstNameOf(changes.name) },
        { merge: true },
      );
    }
    transaction.update(ref, {
      ...changes,
      ...(changes.name ? { nameLower: searchKey(changes.name) } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  if (changes.name) await auth.updateUser(uid, { displayName: changes.name }).catch(() => undefined);
}

/**
 * A deactivated rider keeps their history but loses access at once: `riders/{uid}.active` turns
 * false first (every rider-only call and the rules read it; a write reads it now), then the Auth
 * account is disabled (no new sign-in) and its refresh tokens revoked, and this instance forgets
 * what it remembered of the account. Then their orders not yet picked up go back to the dispatch
 * board (release-rider-orders.ts). Every step is safe to repeat, so a failure half way is finished
 * by sending the request again. Reactivating restores the record and the sign-in, not the orders.
 */
export async function setRiderActive(
  db: Firestore,
  auth: Auth,
  uid: string,
  active: boolean,
  adminUid: string,
): Promise<ReleasedOrders> {
  const ref = riders(db).doc(uid);
  const rider = await ref.get();
  if (!rider.exists) throw new ApiError(404, 'not_found', 'There is no such rider.');
  if (rider.get('deletedAt')) throw new ApiError(409, 'conflict', 'This rider deleted their account.');
  // Going inactive also takes the rider off duty: their position document goes, so nobody sees
  // where they are and any report still in flight is refused.
  await ref.update({
    active,
    ...(active ? {} : { onDuty: false, dutyChangedAt: FieldValue.serverTimestamp() }),
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (!active) await positionRef(db, uid).delete();
  await auth.updateUser(uid, { disabled: !active }).catch((error: unknown) => {
    // A rider record whose account is gone can still be switched off.
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  });
  if (!active) await auth.revokeRefreshTokens(uid).catch(() => undefined);
  return active ? { returned: [], pickedUp: [] } : releaseRiderOrders(db, uid, adminUid);
}
