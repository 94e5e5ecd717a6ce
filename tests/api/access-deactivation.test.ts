import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { riderAccessTest as it, setRiderActive } from '../support/api-rider-access';
import { assignedOrder, pastThisSecond } from '../support/access-actors';
import { adminAuth, adminDb, callApi, notificationsAbout, orderHistory } from '../support/booking-fixtures';
import { signInWithPassword, type SignedInUser } from '../support/emulators';
import { ORDERS, RIDERS } from '@dropwise/domain/collections';

const move = (user: SignedInUser, orderId: string, to: string) =>
  callApi(`/api/orders/${orderId}/transition`, { token: user.idToken, body: { to } });
const order = async (id: string) => (await adminDb.doc(`${ORDERS}/${id}`).get()).data() ?? {};

describe('deactivating a rider ends their access everywhere, at once', () => {
  it('an active rider moves their assigned order to picked_up', async ({ admin, rider }) => {
    const { id } = await assignedOrder(admin, rider.uid);
    expect((await move(rider, id, 'picked_up')).status).toBe(200);
  });

  it('a deactivated rider is refused with the old token and cannot sign in again; their order goes back to the board', async ({
    admin,
    rider,
  }) => {
    const { id, customerUid } = await assignedOrder(admin, rider.uid);
    await pastThisSecond();

    const off = await setRiderActive(admin, rider.uid, false);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ active: false, returnedOrders: [id], pickedUpOrders: [] });
    expect((await adminAuth.getUser(rider.uid)).disabled).toBe(true);

    const refused = await move(rider, id, 'picked_up');
    expect(refused.status).toBe(401);
    expect(refused.body.error?.code).toBe('account_disabled');
    await expect(signInWithPassword(rider.email, rider.password)).rejects.toThrow(/USER_DISABLED/);

    expect(await order(id)).toMatchObject({ status: 'accepted', riderId: null, riderName: null });
    const last = (await orderHistory(id)).at(-1);
    expect(last).toMatchObject({ from: 'assigned', to: 'accepted', by: { uid: admin.uid, role: 'admin' } });
    expect(String(last?.reason)).toMatch(/new rider is being found/);
    const told = await notificationsAbout(customerUid, id);
    expect(told.some((note) => /new rider is being found/.test(String(note.title)))).toBe(true);
  });

  it('a rider whose record is inactive is refused on rider calls even with a token signed in after the change', async ({
    admin,
    rider,
  }) => {
    const { id } = await assignedOrder(admin, rider.uid);
    // The record switched off without touching Auth (a half-finished deactivation, say).
    await adminDb.doc(`${RIDERS}/${rider.uid}`).update({ active: false });
    const fresh = await signInWithPassword(rider.email, rider.password);
    const refused = await move(fresh, id, 'picked_up');
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
    expect((await order(id)).status).toBe('assigned');
  });

  it('an order the rider already picked up stays with them and is listed for the admin', async ({
    admin,
    rider,
  }) => {
    const { id } = await assignedOrder(admin, rider.uid);
    expect((await move(rider, id, 'picked_up')).status).toBe(200);
    const off = await setRiderActive(admin, rider.uid, false);
    expect(off.body.data).toMatchObject({ returnedOrders: [], pickedUpOrders: [id] });
    expect(await order(id)).toMatchObject({ status: 'picked_up', riderId: rider.uid });
  });

  it('reactivating restores the sign-in but not the orders', async ({ admin, rider }) => {
    const { id } = await assignedOrder(admin, rider.uid);
    expect((await setRiderActive(admin, rider.uid, false)).status).toBe(200);
    expect((await setRiderActive(admin, rider.uid, true)).status).toBe(200);
    const back = await signInWithPassword(rider.email, rider.password);
    expect(back.uid).toBe(rider.uid);
    expect(await order(id)).toMatchObject({ status: 'accepted', riderId: null });
    const notTheirs = await move(back, id, 'picked_up');
    expect(notTheirs.status).toBe(403);
  });
});

describe('an education admin whose claim is revoked is refused at once', () => {
  it('the same token works before the claim is removed and is refused right after', async () => {
    const email = `edu-${randomUUID().slice(0, 8)}@access-tests.dropwise.test`;
    const user = await adminAuth.createUser({ email, password: 'edu-pass-1' });
    await adminAuth.setCustomUserClaims(user.uid, { eduAdmin: true });
    const { idToken } = await signInWithPassword(email, 'edu-pass-1');
    expect((await callApi('/api/education/allorder?limit=1', { token: idToken })).status).toBe(200);

    await adminAuth.setCustomUserClaims(user.uid, {});
    const refused = await callApi('/api/education/allorder?limit=1', { token: idToken });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
  });
});
