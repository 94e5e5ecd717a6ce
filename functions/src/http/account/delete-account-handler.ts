import type { Request, Response } from 'express';
import { ApiError } from '../../lib/api-error.js';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { deleteCustomerAccount } from '../../services/account/delete-customer-account.js';
import { hasRole } from '../authenticate.js';
import { caller } from '../gates.js';

/**
 * POST /api/account/delete: the signed-in user deletes their own account. No body: the ID token
 * names the account, so nobody can delete someone else's.
 */
export async function deleteAccountHandler(_req: Request, res: Response): Promise<void> {
  const token = caller(res);
  // Staff accounts are removed by another admin, so the platform can never lose its last admin.
  if (hasRole(token, 'admin') || hasRole(token, 'eduAdmin')) {
    throw new ApiError(403, 'forbidden', 'Admin accounts are removed by another admin, not from this page.');
  }
  const result = await deleteCustomerAccount(db, adminAuth, token.uid);
  res.status(200).json({ success: true, data: { deleted: true, anonymisedOrders: result.anonymisedOrders } });
}
