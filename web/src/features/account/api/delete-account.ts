import type { User } from 'firebase/auth';
import { ACCOUNT_DISABLED_CODE, reportAccountDisabled } from '../../../lib/api/account-disabled';

export class DeleteAccountError extends Error {}

interface ApiFailure {
  success: false;
  error?: { code?: string; message?: string };
}

/**
 * Asks the account-deletion function to delete the signed-in user's account (profile, tokens,
 * notifications, personal data in orders, and the sign-in itself).
 */
export async function deleteAccount(user: User): Promise<void> {
  const idToken = await user.getIdToken();
  let response: Response;
  try {
    response = await fetch('/api/account/delete', {
      method: 'POST',
      headers: { Authorization: `Bearer ${idToken}` },
    });
  } catch {
    throw new DeleteAccountError('No connection to Dropwise. Check your internet and try again.');
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as ApiFailure | null;
  if (body?.error?.code === ACCOUNT_DISABLED_CODE) reportAccountDisabled(body.error.message ?? '');
  throw new DeleteAccountError(body?.error?.message ?? 'We could not delete your account. Please try again.');
}
