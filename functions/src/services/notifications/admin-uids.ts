import type { Auth } from 'firebase-admin/auth';
import { authCall } from '../../lib/deadline.js';

/** Platform admins by their role claim; Auth is the only place that lists them. */
export async function adminUids(auth: Auth): Promise<string[]> {
  const uids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await authCall(auth.listUsers(1000, pageToken));
    for (const user of page.users) if (user.customClaims?.admin === true) uids.push(user.uid);
    pageToken = page.pageToken;
  } while (pageToken);
  return uids;
}
