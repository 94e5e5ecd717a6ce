import { EmailAuthProvider, linkWithCredential, updatePassword, type User } from 'firebase/auth';
import {
  passwordSignInEmail,
  setPasswordSchema,
  type SetPasswordInput,
} from '@dropwise/domain/customer-sign-in';

export { setPasswordSchema, type SetPasswordInput };

export function hasPassword(user: User): boolean {
  return user.providerData.some((provider) => provider.providerId === 'password');
}

/**
 * Sets or changes the password used at /loginwithpass. The first time, an email/password
 * credential (address derived from the phone number) is linked to the phone account, so both
 * ways of signing in reach the same user. May fail with auth/requires-recent-login: the caller
 * then re-authenticates by SMS code and calls this again.
 */
export async function setPassword(user: User, input: SetPasswordInput): Promise<void> {
  const { password } = setPasswordSchema.parse(input);
  if (hasPassword(user)) {
    await updatePassword(user, password);
    return;
  }
  if (!user.phoneNumber)
    throw Object.assign(new Error('No phone number'), { code: 'auth/missing-phone-number' });
  await linkWithCredential(
    user,
    EmailAuthProvider.credential(passwordSignInEmail(user.phoneNumber), password),
  );
}
