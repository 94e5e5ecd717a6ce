import { DEFAULT_FARE_TABLE } from '@domain/fares';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi } from '../support/booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import { assignedRide, fix, freshRider, report, setDuty } from '../support/live-trip';
import { signInOrderActors } from '../support/order-actors';

const { version: _version, ...defaultInput } = DEFAULT_FARE_TABLE;

describe('the trip estimate’s speeds in the fare table', () => {
  let admin: SignedInUser;
  let customer: SignedInUser;
  let rider: SignedInUser;

  beforeAll(async () => {
    ({ customer } = await signInOrderActors());
    admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    rider = await freshRider('trip-estimate-rider');
    await setDuty(rider, true);
  });
  afterAll(async () => {
    await callApi('/api/fares', { method: 'PUT', token: admin.idToken, body: defaultInput });
  });

  const put = (body: unknown) => callApi('/api/fares', { method: 'PUT', token: admin.idToken, body });

  it('a road factor or a city speed out of range is refused with 400 naming it, and the table stays', async () => {
    const before = (await adminDb.doc('config/fares').get()).get('version');
    const factor = await put({ ...defaultInput, roadFactor: 0.5 });
    expect(factor.status).toBe(400);
    expect(factor.body.error?.fields).toHaveProperty('roadFactor');
    const speed = await put({
      ...defaultInput,
      vehicles: { ...defaultInput.vehicles, bike: { ...defaultInput.vehicles.bike!, cityKmh: 500 } },
    });
    expect(speed.status).toBe(400);
    expect(speed.body.error?.fields).toHaveProperty('vehicles.bike.cityKmh');
    expect((await adminDb.doc('config/fares').get()).get('version')).toBe(before);
  });

  it('an admin’s slower city speed makes the shared trip’s estimate longer', async () => {
    const orderId = await assignedRide(customer, admin, rider, { vehicleType: 'bike', passengers: 1 });
    const url = (await callApi(`/api/orders/${orderId}/share`, { method: 'POST', token: customer.idToken }))
      .body.data!.url;
    const token = new URL(String(url)).pathname.replace('/track/', '');
    expect((await report(rider, fix({ lat: 18.5469, lng: 73.8744 }))).status).toBe(200);
    const usual = (await callApi(`/api/track/${token}`)).body.data!.eta as { minutes: number };

    const slow = await put({
      ...defaultInput,
      roadFactor: 1.35,
      vehicles: { ...defaultInput.vehicles, bike: { ...defaultInput.vehicles.bike!, cityKmh: 5 } },
    });
    expect(slow.status).toBe(200);
    expect(slow.body.data).toMatchObject({ roadFactor: 1.35, vehicles: { bike: { cityKmh: 5 } } });
    const slower = (await callApi(`/api/track/${token}`)).body.data!.eta as { minutes: number };
    expect(slower.minutes).toBeGreaterThan(usual.minutes * 3);
  });
});
