import { FirebaseError } from 'firebase/app';
import { type Auth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { z } from 'zod';
import type { Translate } from '@/lib/i18n/use-t';
import { translate } from '@/lib/i18n/i18n-store';
import { type AreaRole, roleFromClaims } from '@/lib/session/use-area-session';

/** The sign-in form's rules, worded in the admin messages. */
export function adminSignInSchema(t: Translate<'admin'>) {
  return z.object({
    email: z.string().trim().min(1, t('loginEnterEmail')).email(t('loginValidEmail')),
    password: z.string().min(1, t('loginEnterPassword')),
  });
}

export type AdminSignIn = z.infer<ReturnType<typeof adminSignInSchema>>;

/**
 * Signs in to the admin area's own Firebase app. An account with neither the `admin` nor the
 * `rider` claim is signed straight out of this area again and told so.
 */
export async function signInToAdminArea(auth: Auth, input: AdminSignIn): Promise<AreaRole> {
  let role: AreaRole;
  try {
    const { user } = await signInWithEmailAndPassword(auth, input.email, input.password);
    role = roleFromClaims((await user.getIdTokenResult()).claims);
  } catch (error) {
    const code = error instanceof FirebaseError ? error.code : '';
    if (code === 'auth/too-many-requests') throw new Error(translate('admin', 'loginTooManyAttempts'));
    if (code === 'auth/user-disabled') throw new Error(translate('admin', 'loginAccountDisabled'));
    if (code === 'auth/network-request-failed') throw new Error(translate('admin', 'loginUnreachable'));
    throw new Error(translate('admin', 'loginIncorrect'));
  }
  if (role === 'none') {
    await signOut(auth);
    throw new Error(translate('admin', 'loginNotStaff'));
  }
  return role;
}
