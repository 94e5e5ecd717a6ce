import type { Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { SHOP_CLAIM } from '@dropwise/domain/shops/shop-staff';
import { SHOP_STAFF } from '@dropwise/domain/collections';
import { db } from '../../lib/firebase-admin.js';
import { ApiError } from '../../lib/api-error.js';
import { firestoreCall } from '../../lib/deadline.js';
import { assertAccountMayAct, requireRoleOf, verifyBearerToken } from '../authenticate.js';
import { gate } from '../gates.js';
import { shopRef } from '../../services/order-records/shop-documents.js';

const notStaff = () => new ApiError(403, 'forbidden', 'Your account is not staff of an active shop.');

/** The shop a gate let the caller in for, as the gate read it. */
export function callerShopRecord(res: Response): DocumentSnapshot {
  const shop = res.locals.shop as DocumentSnapshot | undefined;
  if (!shop) throw new Error('This route has no shop gate in front of its handler.');
  return shop;
}

export function callerShop(res: Response): string {
  return callerShopRecord(res).id;
}

/**
 * Shop staff: the `shopId` claim on the token and on the account now (a removed member's session
 * was revoked: 401), their `shopStaff/{uid}` record naming that shop, and the shop active (read
 * beside the account check), so removal or a deactivated shop ends access on every instance at
 * once. `activeShop: false` lets a member of a deactivated shop still delete their account.
 */
async function requireShopStaff(
  token: DecodedIdToken,
  res: Response,
  activeShop: boolean,
): Promise<DecodedIdToken> {
  const claimed = token[SHOP_CLAIM];
  const records =
    typeof claimed === 'string' && claimed
      ? firestoreCall(db.getAll(db.collection(SHOP_STAFF).doc(token.uid), shopRef(db, claimed)))
      : null;
  records?.catch(() => undefined);
  const account = await assertAccountMayAct(token);
  if (!records || account.claims[SHOP_CLAIM] !== claimed) throw notStaff();
  const [staff, shop] = await records;
  if (staff?.get('shopId') !== claimed) throw notStaff();
  if (activeShop && shop?.get('active') !== true) {
    throw new ApiError(403, 'forbidden', 'This shop is deactivated. Ask a Dropwise admin.');
  }
  // The handlers start from this read of the shop rather than reading it again.
  res.locals.shop = shop;
  return token;
}

export const shopStaffOnly = gate(async (req, res) =>
  requireShopStaff(await verifyBearerToken(req), res, true),
);

export const shopStaffAccount = gate(async (req, res) =>
  requireShopStaff(await verifyBearerToken(req), res, false),
);

/** Admins (any shop, named in the query) or a shop's staff (their own); the token verified once. */
export const shopStaffOrAdmin = gate(async (req, res) => {
  const token = await verifyBearerToken(req);
  if (token.admin === true) return requireRoleOf(token, 'admin');
  return requireShopStaff(token, res, true);
});
