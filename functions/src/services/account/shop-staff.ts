import type { Auth, UserRecord } from 'firebase-admin/auth';
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { SHOP_CLAIM, type ShopStaffMember } from '@dropwise/domain/shops/shop-staff';
import { SHOP_STAFF } from '@dropwise/domain/collections';
import { ApiError } from '../../lib/api-error.js';
import { deleteCustomerAccount } from './delete-customer-account.js';
import { shopRef } from '../order-records/shop-documents.js';

const staff = (db: Firestore) => db.collection(SHOP_STAFF);

const STAFF_ELSEWHERE = 'This phone number is already staff of another shop.';

/** The phone account, found or made (a person may already be a customer). */
async function phoneAccount(auth: Auth, phone: string): Promise<UserRecord> {
  try {
    return await auth.getUserByPhoneNumber(phone);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    return auth.createUser({ phoneNumber: phone });
  }
}

/**
 * Makes a phone account staff of a shop: `shopStaff/{uid}` first (created in a transaction that
 * refuses a member of another shop), then the `shopId` claim beside the account's other claims.
 * Adding the same member again changes nothing. Riders and admins sign in otherwise and stay
 * what they are.
 */
export async function addShopStaff(
  db: Firestore,
  auth: Auth,
  input: { shopId: string; phone: string; adminUid: string },
): Promise<{ uid: string }> {
  const shop = await shopRef(db, input.shopId).get();
  if (!shop.exists) throw new ApiError(404, 'not_found', 'There is no such shop.');
  const user = await phoneAccount(auth, input.phone);
  const claims = user.customClaims ?? {};
  if (claims.rider === true || claims.admin === true || claims.eduAdmin === true) {
    throw new ApiError(409, 'conflict', 'This phone number belongs to a rider or an admin account.', {
      phone: 'This phone number belongs to a rider or an admin account.',
    });
  }
  const elsewhere = () => new ApiError(409, 'conflict', STAFF_ELSEWHERE, { phone: STAFF_ELSEWHERE });
  if (typeof claims[SHOP_CLAIM] === 'string' && claims[SHOP_CLAIM] !== input.shopId) throw elsewhere();
  await db.runTransaction(async (transaction) => {
    const ref = staff(db).doc(user.uid);
    const current = await transaction.get(ref);
    if (current.exists && current.get('shopId') !== input.shopId) throw elsewhere();
    if (current.exists) return;
    transaction.create(ref, {
      shopId: input.shopId,
      phone: input.phone,
      addedAt: FieldValue.serverTimestamp(),
      addedBy: input.adminUid,
    });
  });
  await auth.setCustomUserClaims(user.uid, { ...claims, [SHOP_CLAIM]: input.shopId });
  return { uid: user.uid };
}

/**
 * Ends a member's access at once: the record goes (the rules and the functions read it), the
 * claim goes, and the refresh tokens are revoked, so an ID token already issued is refused too.
 * Safe to repeat.
 */
export async function removeShopStaff(db: Firestore, auth: Auth, shopId: string, uid: string): Promise<void> {
  const ref = staff(db).doc(uid);
  const record = await ref.get();
  if (!record.exists || record.get('shopId') !== shopId) {
    throw new ApiError(404, 'not_found', 'This person is not staff of this shop.');
  }
  await ref.delete();
  try {
    const user = await auth.getUser(uid);
    const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
    delete claims[SHOP_CLAIM];
    await auth.setCustomUserClaims(uid, claims);
    await auth.revokeRefreshTokens(uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

export async function listShopStaff(db: Firestore, shopId: string): Promise<ShopStaffMember[]> {
  const shop = await shopRef(db, shopId).get();
  if (!shop.exists) throw new ApiError(404, 'not_found', 'There is no such shop.');
  const members = await staff(db).where('shopId', '==', shopId).limit(500).get();
  return members.docs
    .map((doc) => ({
      uid: doc.id,
      phone: String(doc.get('phone') ?? ''),
      addedAt: (doc.get('addedAt') as Timestamp | null | undefined)?.toMillis() ?? null,
    }))
    .sort((a, b) => (a.addedAt ?? 0) - (b.addedAt ?? 0));
}

/**
 * A member deletes their own account: they leave the shop, then the account goes as a customer's
 * does (its profile and orders as a customer, if any, are handled there). The shop's orders stay
 * the shop's.
 */
export async function deleteShopStaffAccount(db: Firestore, auth: Auth, uid: string): Promise<void> {
  await staff(db).doc(uid).delete();
  await deleteCustomerAccount(db, auth, uid);
}
