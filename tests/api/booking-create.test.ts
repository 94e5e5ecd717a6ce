import { beforeAll, describe, expect, it } from 'vitest';
import { PUNE_STATION } from '@dropwise/domain/demo-trip-for-tests';
import {
  adminDb,
  callApi,
  notificationsAbout,
  orderHistory,
  parcelRequest,
  rideRequest,
  warmFunctionWorkers,
} from '../support/booking-fixtures';
import { demo, signInWithPhone } from '../support/emulators';
import { inHours, storedOrders } from '../support/api-booking';
import { ORDERS } from '@dropwise/domain/collections';

describe('POST /api/orders: booking a ride or a parcel', () => {
  let customer: { uid: string; idToken: string };

  beforeAll(async () => {
    customer = await signInWithPhone(demo.customerPhone);
  });

  it('a signed-in customer books a ride: pending, fare stored with its breakdown and table version', async () => {
    const request = rideRequest({ scheduledAt: inHours(3) });
    const answer = await callApi('/api/orders', { token: customer.idToken, body: request });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, duplicate: false, status: 'pending' });

    const order = (await adminDb.doc(`${ORDERS}/${answer.body.id}`).get()).data()!;
    expect(order).toMatchObject({
      kind: 'ride',
      customerUid: customer.uid,
      customerPhone: demo.customerPhone,
      vehicleType: 'auto',
      passengers: 2,
      status: 'pending',
      requestId: request.requestId,
      riderId: null,
      asap: false,
    });
    // The pin as sent, labelled by the server with the known place nearest it.
    expect(order.pickup.coordinates).toEqual(PUNE_STATION.coordinates);
    expect(order.pickup.address).toMatch(/^Near Pune/);
    expect(order.fare.currency).toBe('INR');
    expect(order.fare.distanceKm).toBeGreaterThan(1);
    const { base, distance, minimumTopUp, parcelSurcharge } = order.fare.breakdown;
    expect(order.fare.amount).toBe(base + distance + minimumTopUp + parcelSurcharge);
    expect(order.fare.tableVersion).toBeGreaterThanOrEqual(1);
    expect(order.scheduledAt.toDate().toISOString()).toBe(request.scheduledAt);

    const history = await orderHistory(answer.body.id!);
    expect(history).toEqual([
      expect.objectContaining({
        n: 0,
        from: null,
        to: 'pending',
        by: { uid: customer.uid, role: 'customer' },
      }),
    ]);
    expect(await notificationsAbout(customer.uid, answer.body.id!)).toHaveLength(1);
  });

  it('a signed-in customer sends a parcel: receiver phone normalised, size surcharge in the fare', async () => {
    const answer = await callApi('/api/orders', {
      token: customer.idToken,
      body: parcelRequest({
        parcel: {
          sizeBand: 'large',
          description: 'Chair',
          receiverName: 'Ravi',
          receiverPhone: '098765-43210',
        },
      }),
    });
    expect(answer.status).toBe(201);
    const order = (await adminDb.doc(`${ORDERS}/${answer.body.id}`).get()).data()!;
    expect(order.kind).toBe('parcel');
    expect(order.passengers).toBeNull();
    expect(order.parcel).toEqual({
      sizeBand: 'large',
      description: 'Chair',
      receiverName: 'Ravi',
      receiverPhone: '+919876543210',
    });
    expect(order.fare.breakdown.parcelSurcharge).toBeGreaterThan(0);
    // FC Road to Baner Road: every trip is priced with its distance.
    expect(order.fare.distanceKm).toBeGreaterThan(5);
  });

  it('20 concurrent requests with one request id make exactly one order, and every client ends with its id', async () => {
    // The functions emulator serves each request in flight in a process of its own, so these are
    // 20 instances whose transactions meet on the same documents. The emulator settles such a
    // meeting by letting the locks time out (about 3 s) and aborting every one, so a request may
    // run out of its budget and answer 503 before a later attempt wins. Confirming again in the
    // app sends the same request id; that retry must find the one order.
    await warmFunctionWorkers(20);
    const request = rideRequest();
    const book = () => callApi('/api/orders', { token: customer.idToken, body: request });
    const answers = await Promise.all(Array.from({ length: 20 }, book));
    for (const answer of answers.filter((answer) => answer.status === 503))
      expect(answer.body.error?.code).toBe('unavailable');
    const settled = await Promise.all(answers.map((answer) => (answer.status === 503 ? book() : answer)));

    expect(
      settled.map((answer) => answer.status).filter((status) => status !== 200 && status !== 201),
    ).toEqual([]);
    expect(new Set(settled.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.status === 201).length).toBeLessThanOrEqual(1);
    expect(settled.filter((answer) => answer.body.duplicate === true).length).toBeGreaterThanOrEqual(19);

    const stored = await storedOrders(request.requestId);
    expect(stored.size).toBe(1);
    expect(settled[0]!.body.id).toBe(stored.docs[0]!.id);
    expect(await orderHistory(stored.docs[0]!.id)).toHaveLength(1);
    expect(await notificationsAbout(customer.uid, stored.docs[0]!.id)).toHaveLength(1);
  }, 180_000);

  it('a replay of a booked request id answers 200 with the same order, and another customer gets their own', async () => {
    const request = rideRequest();
    const first = await callApi('/api/orders', { token: customer.idToken, body: request });
    const replay = await callApi('/api/orders', { token: customer.idToken, body: request });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ success: true, id: first.body.id, duplicate: true });

    const other = await signInWithPhone('+15555550190');
    const theirs = await callApi('/api/orders', { token: other.idToken, body: request });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });
});
