import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS } from '@dropwise/domain/collections';
import { adminDb, callApi } from '../support/booking-fixtures';
import { APP_URL, type SignedInUser } from '../support/emulators';
import { orderAt, signInOrderActors } from '../support/order-actors';
import { daysFromToday, today } from '../support/api-safety';

let admin: SignedInUser;
let riderA: SignedInUser;

beforeAll(async () => {
  ({ admin, riderA } = await signInOrderActors());
});

describe('the trip register', () => {
  let orderId: string;

  it('lists each trip delivered in the days asked, with the vehicle that made it and the fare', async () => {
    orderId = await orderAt('delivered');
    const answer = await callApi(`/api/admin/trip-register?from=${today()}&to=${today()}`, {
      token: admin.idToken,
    });
    expect(answer.status).toBe(200);
    const rows = answer.body.data as unknown as Array<Record<string, unknown>>;
    const order = (await adminDb.doc(`${ORDERS}/${orderId}`).get()).data()!;
    expect(rows.find((row) => row.orderId === orderId)).toEqual({
      date: today(),
      orderId,
      kind: 'parcel',
      vehicleRegistration: 'MH12AB1234',
      riderName: 'Rider A',
      passengers: 0,
      origin: order.pickup.address,
      destination: order.dropOff.address,
      farePaise: order.settlement.farePaise,
    });
    expect(riderA.uid).toBe(order.riderId);
  });

  it('lists an older order that lacks some fields with those left empty, rather than failing', async () => {
    const id = `register-partial-${Date.now()}`;
    await adminDb
      .doc(`${ORDERS}/${id}`)
      .set({ status: 'delivered', kind: 'parcel', deliveredAt: Timestamp.now(), fare: { amount: 50 } });
    const answer = await callApi(`/api/admin/trip-register?from=${today()}&to=${today()}`, {
      token: admin.idToken,
    });
    expect(answer.status).toBe(200);
    const row = (answer.body.data as unknown as Array<Record<string, unknown>>).find(
      (one) => one.orderId === id,
    );
    expect(row).toMatchObject({ origin: '', destination: '', vehicleRegistration: null, farePaise: 5000 });
  });

  it('leaves out days not asked for', async () => {
    const answer = await callApi(
      `/api/admin/trip-register?from=${daysFromToday(-3)}&to=${daysFromToday(-1)}`,
      {
        token: admin.idToken,
      },
    );
    expect(answer.status).toBe(200);
    expect(
      (answer.body.data as unknown as Array<{ orderId: string }>).map((row) => row.orderId),
    ).not.toContain(orderId);
  });

  it('is a CSV file with format=csv', async () => {
    const response = await fetch(
      `${APP_URL}/api/admin/trip-register?from=${today()}&to=${today()}&format=csv`,
      { headers: { Authorization: `Bearer ${admin.idToken}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await response.text();
    expect(text.split(/\r?\n/)[0]).toBe(
      'Date,Order,Kind,Vehicle registration,Rider,Passengers,Origin,Destination,Fare (INR)',
    );
    expect(text).toContain(`${orderId},parcel,MH12AB1234,Rider A,0,`);
  });

  it.each([
    ['a first day after the last', `from=${daysFromToday(0)}&to=${daysFromToday(-1)}`, 'to'],
    ['more than 92 days', `from=${daysFromToday(-92)}&to=${daysFromToday(0)}`, 'to'],
    ['a day that does not exist', 'from=2026-02-30&to=2026-03-02', 'from'],
    ['no last day', `from=${daysFromToday(0)}`, 'to'],
    ['an unknown filter', `from=${daysFromToday(0)}&to=${daysFromToday(0)}&riderId=x`, '_'],
  ])('refuses %s with 400 naming the field', async (_what, query, field) => {
    const answer = await callApi(`/api/admin/trip-register?${query}`, { token: admin.idToken });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field);
  });

  it('is for platform admins only', async () => {
    expect((await callApi(`/api/admin/trip-register?from=${today()}&to=${today()}`)).status).toBe(401);
    const asRider = await callApi(`/api/admin/trip-register?from=${today()}&to=${today()}`, {
      token: riderA.idToken,
    });
    expect(asRider.status).toBe(403);
  });
});
