import type { Firestore } from 'firebase-admin/firestore';
import { StaleWhileRefreshCache } from '../lib/stale-while-refresh-cache.js';
import { accountStatusMaxAgeMs } from './account-status.js';
import { RIDERS } from '@dropwise/domain/collections';

/**
 * Whether `riders/{uid}` says the rider is active. The rider record is the account's state that
 * deactivation changes first, so every rider-only call asks it: a write reads it now (a revoked
 * rider never writes again), a read may use an answer up to the account-status window old, and
 * the instance that deactivates a rider forgets its answer at once.
 */
const standings = new StaleWhileRefreshCache<string, boolean>(() => {
  const maxAge = accountStatusMaxAgeMs();
  return { freshMs: maxAge / 2, staleMs: maxAge };
});

export async function riderIsActive(db: Firestore, uid: string, fresh: boolean): Promise<boolean> {
  if (fresh) standings.forget(uid);
  return standings.get(uid, async () => (await db.collection(RIDERS).doc(uid).get()).get('active') === true);
}

/** After this instance activates, deactivates or deletes a rider. */
export function forgetRiderStanding(uid: string): void {
  standings.forget(uid);
}
