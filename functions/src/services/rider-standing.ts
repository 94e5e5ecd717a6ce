import type { Firestore } from 'firebase-admin/firestore';
import { ApiError } from '../lib/api-error.js';
import { RIDERS } from '@dropwise/domain/collections';

/**
 * Whether `riders/{uid}` says the rider is active. The rider record is the account's state that
 * deactivation changes first, so every rider-only call reads it, and a deactivated rider is
 * refused on every instance at once.
 */
export async function riderIsActive(db: Firestore, uid: string): Promise<boolean> {
  return (await db.collection(RIDERS).doc(uid).get()).get('active') === true;
}

/** What a rider whose record is not active hears from every rider call. */
export function riderNotActive(): ApiError {
  return new ApiError(
    403,
    'forbidden',
    'Your rider account is not active. Ask a Dropwise admin to reactivate it.',
  );
}
