import type { Auth } from 'firebase/auth';
import { request } from '../../../lib/api/request';

/**
 * Asks the account-deletion function to delete the signed-in user's account (profile, tokens,
 * notifications, personal data in orders, and the sign-in itself).
 */
export async function deleteAccount(auth: Auth): Promise<void> {
  await request('POST', '/api/account/delete', { auth });
}
