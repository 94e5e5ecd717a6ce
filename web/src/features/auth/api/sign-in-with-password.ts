import { type Auth, signInWithEmailAndPassword, type User } from 'firebase/auth';
import {
  passwordSignInEmail,
  passwordSignInSchema,
  type PasswordSignInInput,
} from '@dropwise/domain/customer-sign-in';

export { passwordSignInSchema, type PasswordSignInInput };

/** Signs in with the phone number and the password the customer set at /profile/password. */
export async function signInWithPassword(auth: Auth, input: PasswordSignInInput): Promise<User> {
  const { phoneNumber, password } = passwordSignInSchema.parse(input);
  const credential = await signInWithEmailAndPassword(auth, passwordSignInEmail(phoneNumber), password);
  return credential.user;
}
