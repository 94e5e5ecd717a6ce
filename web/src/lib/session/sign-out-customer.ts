import { type Auth, signOut } from 'firebase/auth';
import { accountStore } from './account-store';

/** Logout: ends the Firebase session of the customer area and empties the client store. */
export async function signOutCustomer(auth: Auth): Promise<void> {
  accountStore.reset();
  await signOut(auth);
}
