import { type Auth, signOut } from 'firebase/auth';

/** Ends the Firebase session of a staff area (admin, rider, education admin): they keep no client store. */
export function signOutStaff(auth: Auth): Promise<void> {
  return signOut(auth);
}
