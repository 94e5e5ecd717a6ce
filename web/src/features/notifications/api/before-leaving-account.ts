import { type Auth, beforeAuthStateChanged, type Unsubscribe } from 'firebase/auth';

/**
 * Runs `cleanup` before `uid` stops being the signed-in user of `auth` (signing out, or another
 * account signing in), while they may still write their own documents; the change waits for it.
 */
export function beforeLeavingAccount(auth: Auth, uid: string, cleanup: () => Promise<void>): Unsubscribe {
  return beforeAuthStateChanged(auth, async (next) => {
    if (next?.uid !== uid) await cleanup();
  });
}
