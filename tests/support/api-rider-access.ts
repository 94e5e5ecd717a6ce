import { test } from 'vitest';
import { freshRider, signInAdmin } from './access-actors';
import { callApi } from './booking-fixtures';
import type { SignedInUser } from './emulators';

export interface RiderAccessFixtures {
  /** The platform admin, signed in once per file. */
  admin: SignedInUser;
  /** A rider of the test's own, made by the admin, active and signed in. */
  rider: Awaited<ReturnType<typeof freshRider>>;
}

/** The rider access test: `it('...', async ({ admin, rider }) => ...)`. */
export const riderAccessTest = test.extend<RiderAccessFixtures>({
  admin: [
    // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
    async ({}, use) => use(await signInAdmin()),
    { scope: 'file' },
  ],
  rider: async ({ admin }, use) => use(await freshRider(admin)),
});

/** The admin switches a rider's account on or off. */
export const setRiderActive = (admin: SignedInUser, riderUid: string, active: boolean) =>
  callApi(`/api/admin/riders/${riderUid}/active`, { token: admin.idToken, body: { active } });
