import { beforeAll, describe, expect, it } from 'vitest';
import { PUNE_STATION } from '@dropwise/domain/demo-trip-for-tests';
import { callApi } from '../support/booking-fixtures';
import { demo, signInWithPhone } from '../support/emulators';

describe('POST /api/orders/quote: fare estimates', () => {
  let customer: { uid: string; idToken: string };

  beforeAll(async () => {
    customer = await signInWithPhone(demo.customerPhone);
  });

  it('a signed-in customer gets a ride quote with distance when both points have coordinates', async () => {
    const answer = await callApi('/api/orders/quote', {
      token: customer.idToken,
      body: {
        kind: 'ride',
        vehicleType: 'car',
        pickup: { coordinates: PUNE_STATION.coordinates },
        dropOff: { coordinates: { lat: 18.6, lng: 73.9 } },
      },
    });
    expect(answer.status).toBe(200);
    const quote = answer.body.data as {
      amount: number;
      distanceKm: number;
      currency: string;
      tableVersion: number;
    };
    expect(quote.currency).toBe('INR');
    expect(quote.distanceKm).toBeGreaterThan(5);
    expect(quote.amount).toBeGreaterThan(0);
  });

  it('a parcel quote without coordinates uses the base, the minimum and the size surcharge', async () => {
    const answer = await callApi('/api/orders/quote', {
      token: customer.idToken,
      body: { kind: 'parcel', sizeBand: 'small' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ distanceKm: null, breakdown: { distance: 0 } });
  });

  it('an unknown vehicle gets 400 and an anonymous visitor gets 401', async () => {
    const unknown = await callApi('/api/orders/quote', {
      token: customer.idToken,
      body: { kind: 'ride', vehicleType: 'tank' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.fields).toHaveProperty('vehicleType');
    const anonymous = await callApi('/api/orders/quote', { body: { kind: 'ride', vehicleType: 'car' } });
    expect(anonymous.status).toBe(401);
  });
});
