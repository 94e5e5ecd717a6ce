import { describe, expect } from 'vitest';
import { riderAccessTest as it, setRiderActive } from '../support/api-rider-access';
import { assignedOrder } from '../support/access-actors';
import { adminAuth, adminDb, callApi } from '../support/booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import { handoverCodeOf } from '../support/order-actors';
import { ORDERS, RIDERS, RIDER_POSITIONS } from '@dropwise/domain/collections';

const deleteAs = (path: 'delete' | 'delete-rider', user: SignedInUser) =>
  callApi(`/api/account/${path}`, { method: 'POST', token: user.idToken });
const rider = async (uid: string) => (await adminDb.doc(`${RIDERS}/${uid}`).get()).data() ?? {};
const accountExists = (uid: string) =>
  adminAuth.getUser(uid).then(
    () => true,
    () => false,
  );

describe('each role deletes its account on its own path', () => {
  it('a rider is refused on the customer path and stays an active, listed rider', async ({
    rider: someone,
  }) => {
    const refused = await deleteAs('delete', someone);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toMatch(/\/delete-account-rider/);
    expect(await accountExists(someone.uid)).toBe(true);
    expect((await rider(someone.uid)).active).toBe(true);
  });

  it('a rider holding an open order is refused on the rider path, and nothing changes', async ({
    admin,
    rider: someone,
  }) => {
    const { id } = await assignedOrder(admin, someone.uid);
    const refused = await deleteAs('delete-rider', someone);
    expect(refused.status).toBe(409);
    expect(await accountExists(someone.uid)).toBe(true);
    expect(await rider(someone.uid)).toMatchObject({ active: true, name: 'Access Rider' });
    expect((await adminDb.doc(`${ORDERS}/${id}`).get()).get('riderName')).toBe('Access Rider');
  });

  it('a rider with no open order deletes their account: record off and stripped, positions and sign-in gone', async ({
    admin,
    rider: someone,
  }) => {
    const { id } = await assignedOrder(admin, someone.uid);
    // A parcel: picked up, then delivered with the receiver's handover code.
    const handoverCode = await handoverCodeOf(id);
    for (const body of [{ to: 'picked_up' }, { to: 'delivered', handoverCode }]) {
      const moved = await callApi(`/api/orders/${id}/transition`, { token: someone.idToken, body });
      expect(moved.status).toBe(200);
    }
    await adminDb.doc(`${RIDER_POSITIONS}/${someone.uid}`).set({ lat: 18.52, lng: 73.85, at: new Date() });

    const deleted = await deleteAs('delete-rider', someone);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ deleted: true, strippedOrders: 1 });
    const record = await rider(someone.uid);
    expect(record).toMatchObject({ active: false, name: 'Deleted rider', phone: null });
    expect(record).not.toHaveProperty('email');
    expect(JSON.stringify(record)).not.toContain('98765');
    expect((await adminDb.doc(`${RIDER_POSITIONS}/${someone.uid}`).get()).exists).toBe(false);
    expect(await accountExists(someone.uid)).toBe(false);
    const carried = (await adminDb.doc(`${ORDERS}/${id}`).get()).data() ?? {};
    expect(carried).toMatchObject({ status: 'delivered', riderName: null, riderPhone: null });

    // The admin cannot switch a deleted rider back on.
    expect((await setRiderActive(admin, someone.uid, true)).status).toBe(409);
  });

  it.each([
    ['platform admin', demo.admin, /another platform admin/],
    ['education admin', demo.eduAdmin, /a platform admin/],
  ])('a %s is refused on both paths with a message naming who can', async (_role, account, who) => {
    const staff = await signInWithPassword(account.email, account.password);
    for (const path of ['delete', 'delete-rider'] as const) {
      const refused = await deleteAs(path, staff);
      expect(refused.status).toBe(403);
      expect(refused.body.error?.message).toMatch(who);
    }
    expect(await accountExists(staff.uid)).toBe(true);
  });
});
