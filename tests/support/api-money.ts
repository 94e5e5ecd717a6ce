import { beforeAll } from 'vitest';
import { ensureAccount } from './booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from './emulators';
import { freshSignedInCustomer } from './fresh-customer';

/** The platform admin, signed in by useMoneyFile() before the file's tests. */
export let admin: SignedInUser;
/** Two customers of the file's own, so that their open orders never meet another file's cap. */
export let customer: SignedInUser;
export let otherCustomer: SignedInUser;
/** The rider who carries the parcels, and one who does not. */
export let rider: SignedInUser;
export let otherRider: SignedInUser;

/** The set-up of a money API test file: signs its people in before its tests. */
export function useMoneyFile(): void {
  beforeAll(async () => {
    admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    customer = await freshSignedInCustomer('Money Customer');
    otherCustomer = await freshSignedInCustomer('Other Customer');
    rider = await ensureAccount('money-rider', { rider: true }, { active: true, name: 'Kiran Jadhav' });
    otherRider = await ensureAccount('money-rider-2', { rider: true }, { active: true, name: 'Sunil More' });
  });
}
