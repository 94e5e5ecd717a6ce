import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FARE_INPUT, putFares, restoreDefaultFaresAfterAll } from '../support/api-fare-table';
import { adminDb, callApi } from '../support/booking-fixtures';
import { demo, signInWithPassword, type SignedInUser } from '../support/emulators';
import { assignedRide, fix, freshRider, report, setDuty } from '../support/live-trip';
import { signInOrderActors } from '../support/order-actors';
import { FARE_TABLE_PATH } from '@dropwise/domain/collections';

restoreDefaultFaresAfterAll();

/** The default vehicles, with the bike's city speed changed. */
const withBikeCityKmh = (cityKmh: number) => ({
  ...DEFAULT_FARE_INPUT.vehicles,
  bike: { ...DEFAULT_FARE_INPUT.vehicles.bike!, cityKmh },
});

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

  it('a road factor or a city speed out of range is refused with 400 naming it, and the table stays', async () => {
    const before = (await adminDb.doc(FARE_TABLE_PATH).get()).get('version');
    const factor = await putFares(admin.idToken, { ...DEFAULT_FARE_INPUT, roadFactor: 0.5 });
    expect(factor.status).toBe(400);
    expect(factor.body.error?.fields).toHaveProperty('roadFactor');
    const speed = await putFares(admin.idToken, {
      ...DEFAULT_FARE_INPUT,
      vehicles: withBikeCityKmh(500),
    });
    expect(speed.status).toBe(400);
    expect(speed.body.error?.fields).toHaveProperty('vehicles.bike.cityKmh');
    expect((await adminDb.doc(FARE_TABLE_PATH).get()).get('version')).toBe(before);
  });

  it('an admin’s slower city speed makes the shared trip’s estimate longer', async () => {
    const orderId = await assignedRide(customer, admin, rider, { vehicleType: 'bike', passengers: 1 });
    const url = (await callApi(`/api/orders/${orderId}/share`, { method: 'POST', token: customer.idToken }))
      .body.data!.url;
    const token = new URL(String(url)).pathname.replace('/track/', '');
    expect((await report(rider, fix({ lat: 18.5469, lng: 73.8744 }))).status).toBe(200);
    const usual = (await callApi(`/api/track/${token}`)).body.data!.eta as { minutes: number };

    const slow = await putFares(admin.idToken, {
      ...DEFAULT_FARE_INPUT,
      roadFactor: 1.35,
      vehicles: withBikeCityKmh(5),
    });
    expect(slow.status).toBe(200);
    expect(slow.body.data).toMatchObject({ roadFactor: 1.35, vehicles: { bike: { cityKmh: 5 } } });
    const slower = (await callApi(`/api/track/${token}`)).body.data!.eta as { minutes: number };
    expect(slower.minutes).toBeGreaterThan(usual.minutes * 3);
  });
});
