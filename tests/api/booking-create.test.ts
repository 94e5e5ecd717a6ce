import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  callApi,
  notificationsAbout,
  orderHistory,
  parcelRequest,
  rideRequest,
  warmFunctionWorkers,
} from '../support/booking-fixtures';
import { demo, signInWithPhone } from '../support/emulators';

const inHours = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

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

    const order = (await adminDb.doc(`orders/${answer.body.id}`).get()).data()!;
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
      pickup: { address: 'Pune Railway Station', coordinates: { lat: 18.5289, lng: 73.8744 } },
    });
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
    const order = (await adminDb.doc(`orders/${answer.body.id}`).get()).data()!;
    expect(order.kind).toBe('parcel');
    expect(order.passengers).toBeNull();
    expect(order.parcel).toEqual({
      sizeBand: 'large',
      description: 'Chair',
      receiverName: 'Ravi',
      receiverPhone: '+919876543210',
    });
    expect(order.fare.breakdown.parcelSurcharge).toBeGreaterThan(0);
    expect(order.fare.distanceKm).toBeNull();
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

    const stored = await adminDb.collection('orders').where('requestId', '==', request.requestId).get();
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

  it.each([
    ['a time in the past', rideRequest({ scheduledAt: inHours(-2) }), 'scheduledAt'],
    ['a time beyond the booking window', rideRequest({ scheduledAt: inHours(24 * 31) }), 'scheduledAt'],
    [
      'the same pickup and drop-off',
      rideRequest({ dropOff: { address: 'pune railway  station' } }),
      'dropOff.address',
    ],
    [
      'too many passengers for the vehicle',
      rideRequest({ vehicleType: 'auto', passengers: 4 }),
      'passengers',
    ],
    ['an unknown vehicle', rideRequest({ vehicleType: 'spaceship' }), 'vehicleType'],
    ['a missing pickup', rideRequest({ pickup: undefined }), 'pickup'],
    ['a missing request id', rideRequest({ requestId: undefined }), 'requestId'],
    ['an oversized address', rideRequest({ pickup: { address: 'x'.repeat(500) } }), 'pickup.address'],
    [
      'an oversized parcel description',
      parcelRequest({
        parcel: {
          sizeBand: 'small',
          description: 'y'.repeat(1000),
          receiverName: 'Asha',
          receiverPhone: '9876543210',
        },
      }),
      'parcel.description',
    ],
    [
      'a parcel with an invalid receiver phone',
      parcelRequest({
        parcel: { sizeBand: 'small', description: 'Keys', receiverName: 'Asha', receiverPhone: '12345' },
      }),
      'parcel.receiverPhone',
    ],
  ])(
    'a customer booking with %s gets 400 naming the field, and nothing is stored',
    async (_case, request, field) => {
      const answer = await callApi('/api/orders', { token: customer.idToken, body: request });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error?.code).toBe('validation_failed');
      expect(answer.body.error?.fields).toHaveProperty(field);
      if (typeof request.requestId === 'string') {
        const stored = await adminDb.collection('orders').where('requestId', '==', request.requestId).get();
        expect(stored.size).toBe(0);
      }
    },
  );

  it('a body over 16 kB is refused with 413 in the API error shape, and nothing is stored', async () => {
    const request = rideRequest({ pickup: { address: 'z'.repeat(20_000) } });
    const answer = await callApi('/api/orders', { token: customer.idToken, body: request });
    expect(answer.status).toBe(413);
    expect(answer.body.error?.code).toBe('payload_too_large');
    const stored = await adminDb.collection('orders').where('requestId', '==', request.requestId).get();
    expect(stored.size).toBe(0);
  });

  it('an anonymous visitor may not book: 401', async () => {
    const answer = await callApi('/api/orders', { body: rideRequest() });
    expect(answer.status).toBe(401);
    expect(answer.body.error?.code).toBe('unauthenticated');
  });

  it('a disabled customer may not book with a token issued before they were disabled', async () => {
    const phone = '+15555550191';
    const blocked = await signInWithPhone(phone);
    await adminAuth.updateUser(blocked.uid, { disabled: true });
    try {
      const request = rideRequest();
      const answer = await callApi('/api/orders', { token: blocked.idToken, body: request });
      expect(answer.status).toBe(401);
      const stored = await adminDb.collection('orders').where('requestId', '==', request.requestId).get();
      expect(stored.size).toBe(0);
    } finally {
      await adminAuth.updateUser(blocked.uid, { disabled: false });
    }
  });
});
