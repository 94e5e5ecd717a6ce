import { describe, expect } from 'vitest';
import { riderAccessTest as it, setRiderActive } from '../support/api-rider-access';
import { assignedOrder } from '../support/access-actors';
import { adminDb, callApi } from '../support/booking-fixtures';
import { freshSignedInCustomer } from '../support/fresh-customer';
import { fix, positionOf, report, setDuty } from '../support/live-trip';
import { RIDERS, TRACKING_LINKS } from '@dropwise/domain/collections';

describe('deactivating a rider who is on duty ends the live trip too', () => {
  it('an active rider on duty reports positions that their customer can be shown', async ({ rider }) => {
    expect((await setDuty(rider, true)).status).toBe(200);
    expect((await report(rider, fix())).status).toBe(200);
    expect(await positionOf(rider.uid)).toMatchObject({ lat: fix().lat });
  });

  it('deactivation takes the rider off duty, deletes their position, refuses any later report and clears the rider from a shared link', async ({
    admin,
    rider,
  }) => {
    const customer = await freshSignedInCustomer();
    expect((await setDuty(rider, true)).status).toBe(200);
    const { id } = await assignedOrder(admin, rider.uid, customer);
    const shared = await callApi(`/api/orders/${id}/share`, { method: 'POST', token: customer.idToken });
    expect(shared.status).toBe(201);
    const token = new URL(String(shared.body.data?.url)).pathname.split('/').pop()!;
    expect((await report(rider, fix())).status).toBe(200);

    expect((await setRiderActive(admin, rider.uid, false)).status).toBe(200);

    expect(await positionOf(rider.uid)).toBeUndefined();
    expect((await adminDb.doc(`${RIDERS}/${rider.uid}`).get()).get('onDuty')).toBe(false);
    const late = await report(rider, fix({ lat: 18.52 }));
    expect([401, 409]).toContain(late.status);
    expect(await positionOf(rider.uid)).toBeUndefined();
    expect((await setDuty(rider, true)).status).toBe(401);

    const link = (await adminDb.doc(`${TRACKING_LINKS}/${token}`).get()).data()!;
    expect(link).toMatchObject({ status: 'accepted', riderId: null, riderFirstName: null });
    const tracked = await callApi(`/api/track/${token}`, { method: 'GET' });
    expect(tracked.status).toBe(200);
    expect(tracked.body.data).toMatchObject({ status: 'accepted', riderFirstName: null, position: null });
  });
});
