import { beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../support/access-actors';
import { DEFAULT_FARE_INPUT, putFares, restoreDefaultFaresAfterAll } from '../support/api-fare-table';
import { adminDb, callApi, rideRequest } from '../support/booking-fixtures';
import { demo, signInWithPhone } from '../support/emulators';
import { ORDERS } from '@dropwise/domain/collections';

// The file's own rates, whole rupees, so the fares below can be worked out by hand.
const RATES = {
  ...DEFAULT_FARE_INPUT,
  vehicles: {
    bike: { label: 'Bike', base: 20, perKm: 5, minimum: 30, seats: 1 },
    auto: { label: 'Auto rickshaw', base: 30, perKm: 12, minimum: 70, seats: 3 },
    car: { label: 'Car', base: 50, perKm: 20, minimum: 150, seats: 4 },
  },
};
restoreDefaultFaresAfterAll();

// Places as the place search answers them (gazetteer coordinates).
const yerwada = { address: 'Yerwada, Pune City, Pune 411006', coordinates: { lat: 18.5459, lng: 73.8855 } };
const vimanNagar = {
  address: 'Viman nagar, Pune 411014',
  coordinates: { lat: 18.5685, lng: 73.9158 },
};
const bavdhan = { address: 'Bavdhan, Haveli, Pune 411021', coordinates: { lat: 18.5131, lng: 73.7825 } };

describe('fares that follow the trip', () => {
  let token: string;

  beforeAll(async () => {
    expect((await putFares((await signInAdmin()).idToken, RATES)).status).toBe(200);
    token = (await signInWithPhone(demo.customerPhone)).idToken;
  });

  it('quotes base plus per-km for the straight-line distance, raised to the minimum for a short trip', async () => {
    const quote = async (dropOff: typeof vimanNagar) =>
      (
        await callApi('/api/orders/quote', {
          token,
          body: { kind: 'ride', vehicleType: 'car', pickup: yerwada, dropOff },
        })
      ).body.data as unknown as {
        amount: number;
        distanceKm: number;
        perKm: number;
        breakdown: { base: number; distance: number; minimumTopUp: number };
      };
    // Yerwada to Viman Nagar is 4.06 km in a straight line, 4.1 km rounded: 4.1 x 20 = 82;
    // 50 + 82 = 132, under the car's minimum of 150, so 18 tops it up to 150.
    expect(await quote(vimanNagar)).toMatchObject({
      amount: 150,
      distanceKm: 4.1,
      perKm: 20,
      breakdown: { base: 50, distance: 82, minimumTopUp: 18 },
    });
    // Yerwada to Bavdhan is 11.46 km, 11.5 km rounded: 11.5 x 20 = 230; 50 + 230 = 280, over 150.
    expect(await quote(bavdhan)).toMatchObject({
      amount: 280,
      distanceKm: 11.5,
      perKm: 20,
      breakdown: { base: 50, distance: 230, minimumTopUp: 0 },
    });
  });

  it('stores exactly the quote shown before confirming, per-km rate included', async () => {
    const trip = { pickup: yerwada, dropOff: bavdhan };
    const quoted = (
      await callApi('/api/orders/quote', {
        token,
        body: { kind: 'ride', vehicleType: 'auto', ...trip },
      })
    ).body.data as Record<string, unknown>;
    // 11.5 km by auto: 11.5 x 12 = 138; 30 + 138 = 168, over the auto's minimum of 70.
    expect(quoted).toMatchObject({ amount: 168, distanceKm: 11.5, perKm: 12 });
    const booked = await callApi('/api/orders', {
      token,
      body: rideRequest({ ...trip, vehicleType: 'auto' }),
    });
    expect(booked.status).toBe(201);
    const stored = (await adminDb.doc(`${ORDERS}/${booked.body.id}`).get()).data()!.fare;
    expect(stored).toEqual({
      amount: quoted.amount,
      currency: quoted.currency,
      distanceKm: quoted.distanceKm,
      perKm: quoted.perKm,
      baseKm: quoted.baseKm,
      breakdown: quoted.breakdown,
      tableVersion: quoted.tableVersion,
    });
  });
});
