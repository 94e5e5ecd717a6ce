import { FirebaseError } from 'firebase/app';
import { type Auth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { z } from 'zod';
import { type AreaRole, roleFromClaims } from '../../../lib/session/use-area-session';

export const adminSignInSchema = z.object({
  email: z.string().trim().min(1, 'Enter your email.').email('Enter a valid email address.'),
  password: z.string().min(1, 'Enter your password.'),
});

export type AdminSignIn = z.infer<typeof adminSignInSchema>;

export const NOT_AN_ADMIN_MESSAGE = 'This account is not a Dropwise admin or rider account.';

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
    if (code === 'auth/too-many-requests')
      throw new Error('Too many attempts. Wait a few minutes and try again.');
    if (code === 'auth/user-disabled') throw new Error('This account has been disabled.');
    if (code === 'auth/network-request-failed') throw new Error('Dropwise could not be reached. Try again.');
    throw new Error('Incorrect email or password.');
  }
  if (role === 'none') {
    await signOut(auth);
    throw new Error(NOT_AN_ADMIN_MESSAGE);
  }
  return role;
}
