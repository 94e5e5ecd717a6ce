import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FARE_INPUT, putFares, restoreDefaultFaresAfterAll } from '../support/api-fare-table';
import { adminDb, bookOrder, callApi, parcelRequest } from '../support/booking-fixtures';
import { demo, signInWithPassword, signInWithPhone, type SignedInUser } from '../support/emulators';
import { FARE_TABLE_PATH, ORDERS } from '@dropwise/domain/collections';

restoreDefaultFaresAfterAll();

describe('PUT /api/fares: the fare table', () => {
  let admin: SignedInUser;
  let customer: SignedInUser;
  let rider: SignedInUser;

  beforeAll(async () => {
    admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    rider = await signInWithPassword(demo.rider.email, demo.rider.password);
    customer = await signInWithPhone(demo.customerPhone);
  });

  it('a signed-in customer reads the current table', async () => {
    const answer = await callApi('/api/fares', { token: customer.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ currency: 'INR', vehicles: { bike: expect.any(Object) } });
  });

  it('an admin changes the rates: the version goes up, new quotes use it, past orders keep theirs', async () => {
    const pastId = await bookOrder(customer.idToken, parcelRequest());
    const past = (await adminDb.doc(`${ORDERS}/${pastId}`).get()).data()!;

    const before = (await callApi('/api/fares', { token: customer.idToken })).body.data as {
      version: number;
    };
    const changed = { ...DEFAULT_FARE_INPUT, parcelSurcharge: { small: 5, medium: 500, large: 900 } };
    const answer = await putFares(admin.idToken, changed);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ version: before.version + 1, parcelSurcharge: { medium: 500 } });
    expect((await adminDb.doc(FARE_TABLE_PATH).get()).get('version')).toBe(before.version + 1);

    const quote = await callApi('/api/orders/quote', {
      token: customer.idToken,
      body: { kind: 'parcel', sizeBand: 'medium' },
    });
    expect(quote.body.data).toMatchObject({
      tableVersion: before.version + 1,
      breakdown: { parcelSurcharge: 500 },
    });

    const pastNow = (await adminDb.doc(`${ORDERS}/${pastId}`).get()).data()!;
    expect(pastNow.fare).toEqual(past.fare);
  });

  it('an admin sending an invalid table gets 400 and the table is unchanged', async () => {
    const before = (await adminDb.doc(FARE_TABLE_PATH).get()).get('version');
    const answer = await putFares(admin.idToken, { ...DEFAULT_FARE_INPUT, parcelVehicleType: 'truck' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toHaveProperty('parcelVehicleType');
    expect((await adminDb.doc(FARE_TABLE_PATH).get()).get('version')).toBe(before);
  });

  it.each([
    ['customer', () => customer],
    ['rider', () => rider],
  ])('a %s may not change the table: 403', async (_name, who) => {
    const answer = await putFares(who().idToken, DEFAULT_FARE_INPUT);
    expect(answer.status).toBe(403);
  });

  it('an anonymous visitor may not read or change the table through the API: 401', async () => {
    expect((await callApi('/api/fares')).status).toBe(401);
    expect((await putFares(undefined, DEFAULT_FARE_INPUT)).status).toBe(401);
  });
});
