import type { Request, Response } from 'express';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { deleteCustomerAccount } from '../../services/account/delete-customer-account.js';
import { ApiError } from '../api-error.js';
import { authenticateFresh, hasRole } from '../authenticate.js';

/**
 * POST /api/account/delete: the signed-in user deletes their own account. No body: the ID token
 * names the account, so nobody can delete someone else's.
 */
export async function deleteAccountHandler(req: Request, res: Response): Promise<void> {
  // Deleting is rare and final: act only on Auth's answer of this moment.
  const token = await authenticateFresh(req);
  // Staff accounts are removed by another admin, so the platform can never lose its last admin.
  if (hasRole(token, 'admin') || hasRole(token, 'eduAdmin')) {
    throw new ApiError(403, 'forbidden', 'Admin accounts are removed by another admin, not from this page.');
  }
  const result = await deleteCustomerAccount(db, adminAuth, token.uid);
  res.status(200).json({ success: true, data: { deleted: true, anonymisedOrders: result.anonymisedOrders } });
}
