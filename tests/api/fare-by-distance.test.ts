import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callApi, rideRequest } from '../support/booking-fixtures';
import { demo, signInWithPhone } from '../support/emulators';
import { ORDERS } from '@dropwise/domain/collections';

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
    token = (await signInWithPhone(demo.customerPhone)).idToken;
  });

  it('quotes two trips of different length differently, with distance, per-km and base parts', async () => {
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
    const short = await quote(vimanNagar);
    const long = await quote(bavdhan);
    expect(long.distanceKm).toBeGreaterThan(short.distanceKm);
    expect(long.amount).toBeGreaterThan(short.amount);
    for (const fare of [short, long]) {
      expect(fare.perKm).toBeGreaterThan(0);
      expect(fare.breakdown.distance).toBe(Math.round(fare.perKm * fare.distanceKm));
      expect(fare.amount).toBe(fare.breakdown.base + fare.breakdown.distance + fare.breakdown.minimumTopUp);
    }
  });

  it('stores exactly the quote shown before confirming, per-km rate included', async () => {
    const trip = { pickup: yerwada, dropOff: bavdhan };
    const quoted = (
      await callApi('/api/orders/quote', {
        token,
        body: { kind: 'ride', vehicleType: 'auto', ...trip },
      })
    ).body.data as Record<string, unknown>;
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
      breakdown: quoted.breakdown,
      tableVersion: quoted.tableVersion,
    });
  });
});
