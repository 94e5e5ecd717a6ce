import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { countOpenOrders } from '../../scripts/orders/count-open-orders';
import { adminDb, callApi, ensureAccount, rideRequest } from '../support/booking-fixtures';
import { BOOKING_LIMITS, ORDERS } from '@dropwise/domain/collections';

/** The caps the emulators run with (scripts/emulator-env.sh); production defaults are 5 and 10. */
const MAX_OPEN = Number(process.env.DROPWISE_BOOKING_MAX_OPEN_ORDERS ?? 5);
const PER_HOUR = Number(process.env.DROPWISE_BOOKING_PER_HOUR ?? 10);
const HOUR_MS = 60 * 60 * 1000;

let customers = 0;
/** A customer of its own for each test, with no orders and no limits yet. */
async function newCustomer() {
  const uid = `limits-customer-${Date.now()}-${customers++}`;
  const user = await ensureAccount(uid, {});
  return { uid, token: user.idToken };
}

async function ordersOf(uid: string): Promise<number> {
  return (await adminDb.collection(ORDERS).where('customerUid', '==', uid).count().get()).data().count;
}

/** Arranges the customer's limits document as if they had booked that much already. */
async function arrangeLimits(uid: string, open: number, bookedThisHour: number): Promise<void> {
  await adminDb.doc(`${BOOKING_LIMITS}/${uid}`).set({
    open,
    windowStart: Timestamp.fromMillis(Math.floor(Date.now() / HOUR_MS) * HOUR_MS),
    windowCount: bookedThisHour,
    updatedAt: Timestamp.now(),
  });
}

describe('booking caps per customer', () => {
  it(`takes bookings up to ${MAX_OPEN} open orders, then refuses with 409 and stores nothing`, async () => {
    const customer = await newCustomer();
    await arrangeLimits(customer.uid, MAX_OPEN - 1, 0);
    const last = await callApi('/api/orders', { token: customer.token, body: rideRequest() });
    expect(last.status).toBe(201);
    expect((await adminDb.doc(`${BOOKING_LIMITS}/${customer.uid}`).get()).get('open')).toBe(MAX_OPEN);

    const over = await callApi('/api/orders', { token: customer.token, body: rideRequest() });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ success: false, error: { code: 'conflict' } });
    expect(over.body.error?.message).toMatch(/open orders/);
    expect(await ordersOf(customer.uid)).toBe(1);
    expect((await adminDb.doc(`${BOOKING_LIMITS}/${customer.uid}`).get()).get('open')).toBe(MAX_OPEN);
  });

  it('frees a place when an open order is cancelled, so the customer may book again', async () => {
    const customer = await newCustomer();
    await arrangeLimits(customer.uid, MAX_OPEN - 1, 0);
    const booked = await callApi('/api/orders', { token: customer.token, body: rideRequest() });
    expect(booked.status).toBe(201);
    expect((await callApi('/api/orders', { token: customer.token, body: rideRequest() })).status).toBe(409);

    const cancelled = await callApi(`/api/orders/${booked.body.id}/cancel`, {
      token: customer.token,
      body: { reason: 'Plans changed' },
    });
    expect(cancelled.status).toBe(200);
    expect((await adminDb.doc(`${BOOKING_LIMITS}/${customer.uid}`).get()).get('open')).toBe(MAX_OPEN - 1);
    expect((await callApi('/api/orders', { token: customer.token, body: rideRequest() })).status).toBe(201);
  });

  it(`refuses the booking after ${PER_HOUR} in an hour with 429 and Retry-After, and stores nothing`, async () => {
    const customer = await newCustomer();
    await arrangeLimits(customer.uid, 0, PER_HOUR);
    const response = await fetch(`${process.env.DROPWISE_APP_URL ?? 'http://127.0.0.1:5000'}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.token}` },
      body: JSON.stringify(rideRequest()),
    });
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = (await response.json()) as { success: boolean; error: { code: string; message: string } };
    expect(body).toMatchObject({ success: false, error: { code: 'rate_limited' } });
    expect(body.error.message).toMatch(/bookings this hour/);
    expect(await ordersOf(customer.uid)).toBe(0);
  });

  it('counts a new hour afresh', async () => {
    const customer = await newCustomer();
    await adminDb.doc(`${BOOKING_LIMITS}/${customer.uid}`).set({
      open: 0,
      windowStart: Timestamp.fromMillis(Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS),
      windowCount: PER_HOUR,
    });
    expect((await callApi('/api/orders', { token: customer.token, body: rideRequest() })).status).toBe(201);
    expect((await adminDb.doc(`${BOOKING_LIMITS}/${customer.uid}`).get()).get('windowCount')).toBe(1);
  });

  it('counts the open orders of a customer who booked before the caps existed once the count runs', async () => {
    const customer = await newCustomer();
    const batch = adminDb.batch();
    for (let i = 0; i < MAX_OPEN; i++) {
      batch.set(adminDb.doc(`${ORDERS}/${customer.uid}-legacy-${i}`), {
        customerUid: customer.uid,
        status: i % 2 ? 'accepted' : 'pending',
        kind: 'ride',
      });
    }
    batch.set(adminDb.doc(`${ORDERS}/${customer.uid}-legacy-done`), {
      customerUid: customer.uid,
      status: 'delivered',
    });
    await batch.commit();

    const dry = await countOpenOrders(adminDb, { dryRun: true });
    expect(dry.orders).toBeGreaterThanOrEqual(MAX_OPEN);
    expect((await adminDb.doc(`${BOOKING_LIMITS}/${customer.uid}`).get()).exists).toBe(false);

    await countOpenOrders(adminDb, { dryRun: false });
    expect((await adminDb.doc(`${BOOKING_LIMITS}/${customer.uid}`).get()).get('open')).toBe(MAX_OPEN);
    const legacy = await adminDb.collection(ORDERS).where('customerUid', '==', customer.uid).get();
    expect(legacy.docs.filter((order) => order.get('countedOpen') === true)).toHaveLength(MAX_OPEN);

    const over = await callApi('/api/orders', { token: customer.token, body: rideRequest() });
    expect(over.status).toBe(409);
    expect(await ordersOf(customer.uid)).toBe(MAX_OPEN + 1);

    // Run again, it changes nothing for a customer already counted.
    await countOpenOrders(adminDb, { dryRun: false });
    expect((await adminDb.doc(`${BOOKING_LIMITS}/${customer.uid}`).get()).get('open')).toBe(MAX_OPEN);
  });

  it('takes the first booking of a customer with no limits document and counts it', async () => {
    const customer = await newCustomer();
    const first = await callApi('/api/orders', { token: customer.token, body: rideRequest() });
    expect(first.status).toBe(201);
    const limits = (await adminDb.doc(`${BOOKING_LIMITS}/${customer.uid}`).get()).data();
    expect(limits?.open).toBe(1);
    expect(limits?.windowCount).toBe(1);
  });

  it('does not count a replay of a booking as a new one', async () => {
    const customer = await newCustomer();
    await arrangeLimits(customer.uid, MAX_OPEN - 1, 0);
    const request = rideRequest();
    expect((await callApi('/api/orders', { token: customer.token, body: request })).status).toBe(201);
    const replay = await callApi('/api/orders', { token: customer.token, body: request });
    expect(replay.status).toBe(200);
    expect(replay.body.duplicate).toBe(true);
    expect(await ordersOf(customer.uid)).toBe(1);
  });
});
