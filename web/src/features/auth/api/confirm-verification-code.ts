import type { ConfirmationResult, User } from 'firebase/auth';
import { verificationCodeSchema } from '@dropwise/domain/customer-sign-in';

/** Confirms the SMS code; signs in (or re-authenticates) the user it was sent for. */
export async function confirmVerificationCode(confirmation: ConfirmationResult, code: string): Promise<User> {
  const parsed = verificationCodeSchema.safeParse(code);
  if (!parsed.success) throw Object.assign(new Error('Bad code'), { code: 'auth/missing-verification-code' });
  const credential = await confirmation.confirm(parsed.data);
  return credential.user;
}
