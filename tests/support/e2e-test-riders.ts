import { searchKey } from '@dropwise/domain/admin/shop';
import { testDb } from './admin-sdk';
import type { SignedInUser } from './emulators';
import { testRider } from './rider-screen';
import { RIDERS } from '@dropwise/domain/collections';

/** A test rider (see `testRider`) whose record also holds `fields`, what a scenario needs of it. */
export async function testRiderWith(
  uid: string,
  name: string,
  fields: Record<string, unknown>,
): Promise<SignedInUser> {
  const rider = await testRider(uid, name);
  await testDb.doc(`${RIDERS}/${rider.uid}`).update(fields);
  return rider;
}

/**
 * A test rider the admin's screens can find: they list and search riders by `nameLower`, which
 * the admin's rider form writes and `testRider` does not.
 */
export function testRiderListedByName(uid: string, name: string): Promise<SignedInUser> {
  return testRiderWith(uid, name, { nameLower: searchKey(name) });
}
