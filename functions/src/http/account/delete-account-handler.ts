import type { Request, Response } from 'express';
import type * as accountApi from '@dropwise/domain/api/account';
import { ApiError } from '../../lib/api-error.js';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { deleteCustomerAccount } from '../../services/account/delete-customer-account.js';
import { deleteRiderAccount } from '../../services/account/delete-rider-account.js';
import { hasRole } from '../authenticate.js';
import { caller } from '../request-caller.js';
import type { ResponseOf } from '../area-router.js';

/** Each kind of account deletes itself on its own path; the other kind is sent to its own. */
const OTHER_PATH = {
  customer: 'This is a rider account: delete it from the rider page, /delete-account-rider.',
  rider: 'This is not a rider account: customers delete their account at /delete-account.',
};

/**
 * The caller's uid, when their account is of the kind this path deletes. Staff accounts are never
 * deleted by their holder, so the platform can never lose its last admin: 403 naming who removes
 * them.
 */
function ownAccountOfKind(res: Response, kind: keyof typeof OTHER_PATH): string {
  const token = caller(res);
  if (hasRole(token, 'admin')) {
    throw new ApiError(403, 'forbidden', 'A platform admin account is removed by another platform admin.');
  }
  if (hasRole(token, 'eduAdmin')) {
    throw new ApiError(403, 'forbidden', 'An education admin account is removed by a platform admin.');
  }
  if (hasRole(token, 'rider') !== (kind === 'rider')) throw new ApiError(403, 'forbidden', OTHER_PATH[kind]);
  return token.uid;
}

/**
 * POST /api/account/delete: the signed-in customer deletes their own account. No body: the ID
 * token names the account, so nobody can delete someone else's. Riders have their own path,
 * which checks their open orders and their rider record.
 */
export async function deleteAccountHandler(
  _req: Request,
  res: ResponseOf<typeof accountApi.deleteAccount>,
): Promise<void> {
  const uid = ownAccountOfKind(res, 'customer');
  const result = await deleteCustomerAccount(db, adminAuth, uid);
  res.status(200).json({ success: true, data: { deleted: true, anonymisedOrders: result.anonymisedOrders } });
}

/**
 * POST /api/account/delete-rider: the signed-in rider deletes their own account. No body. A
 * deactivated rider cannot sign in (their account is disabled) and asks by email instead.
 */
export async function deleteRiderAccountHandler(
  _req: Request,
  res: ResponseOf<typeof accountApi.deleteRiderAccount>,
): Promise<void> {
  const uid = ownAccountOfKind(res, 'rider');
  const result = await deleteRiderAccount(db, adminAuth, uid);
  res.status(200).json({ success: true, data: { deleted: true, strippedOrders: result.strippedOrders } });
}
