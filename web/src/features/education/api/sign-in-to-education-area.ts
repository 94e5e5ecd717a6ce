import { type Auth, signInWithCustomToken } from 'firebase/auth';
import { requestAdminToken } from './admin-login';

/** Signs the education admin in to the education area's own Firebase app, with the API's custom token. */
export async function signInToEducationArea(auth: Auth, username: string, password: string): Promise<void> {
  await signInWithCustomToken(auth, await requestAdminToken(username, password));
}
