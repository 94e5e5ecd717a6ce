import { describe, expect, it } from 'vitest';
import { adminDb, ensureAccount, rideRequest } from '../support/booking-fixtures';
import { oneFunctionInstance } from '../support/function-instance';
import { BOOKING_LIMITS, ORDERS } from '@dropwise/domain/collections';

/**
 * The built function in one process, as Cloud Functions serves concurrent requests: one
 * customer's simultaneous bookings each read and write the customer's booking limits, and take
 * turns rather than lock each other in the store.
 */
const BURST = 8;
const instance = oneFunctionInstance(5097, {
  DROPWISE_BOOKING_MAX_OPEN_ORDERS: '50',
  DROPWISE_BOOKING_PER_HOUR: '50',
});

interface Answer {
  status: number;
  body: { success: boolean; id?: string; duplicate?: boolean };
}

async function book(token: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${instance.url()}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

describe('one customer’s simultaneous bookings on one instance', () => {
  it('stores each once and counts each in the limits, with no transaction retried', async () => {
    const uid = `burst-customer-${Date.now()}`;
    const customer = await ensureAccount(uid, {});
    // The first booking makes the limits document; the burst then finds it.
    expect((await book(customer.idToken, rideRequest())).status).toBe(201);
    await instance.resetOps();

    const requests = Array.from({ length: BURST }, () => rideRequest());
    // Each request twice, at once: the replay arrives beside its original.
    const answers = await Promise.all([...requests, ...requests].map((body) => book(customer.idToken, body)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(BURST).fill(200),
      ...Array(BURST).fill(201),
    ]);
    for (const [index, request] of requests.entries()) {
      expect(answers[index + BURST]!.body.id).toBe(answers[index]!.body.id);
      const stored = await adminDb.collection(ORDERS).where('requestId', '==', request.requestId).get();
      expect(stored.size).toBe(1);
    }
    const limits = (await adminDb.doc(`${BOOKING_LIMITS}/${uid}`).get()).data();
    expect(limits).toMatchObject({ open: BURST + 1, windowCount: BURST + 1 });
    // Each booking is a read of the fare table and one transaction of two calls (read, then commit
    // or rollback), and a new one also reads what its dispatch starts from (dispatch is off here);
    // a transaction that met another on the limits document would have been aborted and run again.
    expect((await instance.ops()).rpcs).toBeLessThanOrEqual(3 * 2 * BURST + BURST);
  }, 60_000);
});
