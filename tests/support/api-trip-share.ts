import { beforeAll } from 'vitest';
import type { SignedInUser } from './emulators';
import { freshRider, setDuty } from './live-trip';
import { signInOrderActors } from './order-actors';

/** The order actors' customer, another customer and the admin, signed in by useTripShareFile(). */
export let customer: SignedInUser;
export let otherCustomer: SignedInUser;
export let admin: SignedInUser;
/** The file's own rider, on duty. */
export let rider: SignedInUser;

/**
 * The set-up of a trip-sharing API test file: signs its people in before its tests and puts a
 * rider of its own on duty, so that one file's reports never meet another's spacing.
 */
export function useTripShareFile(riderUid: string): void {
  beforeAll(async () => {
    ({ customer, otherCustomer, admin } = await signInOrderActors());
    rider = await freshRider(riderUid, 'Ravi Kumar Shinde');
    await setDuty(rider, true);
  });
}

export const ride = { vehicleType: 'bike', passengers: 1 };
