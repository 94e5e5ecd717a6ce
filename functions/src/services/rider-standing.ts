import type { Firestore } from 'firebase-admin/firestore';
import { RIDERS } from '@dropwise/domain/collections';

/**
 * Whether `riders/{uid}` says the rider is active. The rider record is the account's state that
 * deactivation changes first, so every rider-only call reads it, and a deactivated rider is
 * refused on every instance at once.
 */
export async function riderIsActive(db: Firestore, uid: string): Promise<boolean> {
  return (await db.collection(RIDERS).doc(uid).get()).get('active') === true;
}
