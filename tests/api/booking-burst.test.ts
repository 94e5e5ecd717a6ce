import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FunctionHost, startFunctionHost } from '../../scripts/function-host/processes';
import { adminDb, ensureAccount, rideRequest } from '../support/booking-fixtures';
import { PROJECT_ID } from '../support/emulators';

/**
 * The built function in one process, as Cloud Functions serves concurrent requests: one
 * customer's simultaneous bookings each read and write the customer's booking limits, and take
 * turns rather than lock each other in the store.
 */
const offset = Number(process.env.DROPWISE_PORT_OFFSET ?? 0);
const HOST_PORT = 5097 + offset;
const BURST = 8;

let host: FunctionHost;

interface Answer {
  status: number;
  body: { success: boolean; id?: string; duplicate?: boolean };
}

async function book(token: string, body: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${host.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function rpcs(): Promise<number> {
  return ((await (await fetch(`${host.url}/__host/ops`)).json()) as { rpcs: number }).rpcs;
}

beforeAll(async () => {
  host = await startFunctionHost(HOST_PORT, {
    GCLOUD_PROJECT: PROJECT_ID,
    DROPWISE_COUNT_FIRESTORE_OPS: '1',
    DROPWISE_BOOKING_MAX_OPEN_ORDERS: '50',
    DROPWISE_BOOKING_PER_HOUR: '50',
    NODE_ENV: 'production',
  });
}, 60_000);

afterAll(async () => {
  await host?.stop();
});

describe('one customer’s simultaneous bookings on one instance', () => {
  it('stores each once and counts each in the limits, with no transaction retried', async () => {
    const uid = `burst-customer-${Date.now()}`;
    const customer = await ensureAccount(uid, {});
    // The first booking makes the limits document; the burst then finds it.
    expect((await book(customer.idToken, rideRequest())).status).toBe(201);
    await fetch(`${host.url}/__host/ops/reset`, { method: 'POST' });

    const requests = Array.from({ length: BURST }, () => rideRequest());
    // Each request twice, at once: the replay arrives beside its original.
    const answers = await Promise.all([...requests, ...requests].map((body) => book(customer.idToken, body)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(BURST).fill(200),
      ...Array(BURST).fill(201),
    ]);
    for (const [index, request] of requests.entries()) {
      expect(answers[index + BURST]!.body.id).toBe(answers[index]!.body.id);
      const stored = await adminDb.collection('orders').where('requestId', '==', request.requestId).get();
      expect(stored.size).toBe(1);
    }
    const limits = (await adminDb.doc(`bookingLimits/${uid}`).get()).data();
    expect(limits).toMatchObject({ open: BURST + 1, windowCount: BURST + 1 });
    // Each booking is one transaction of two calls (read, then commit or rollback); a transaction
    // that met another on the limits document would have been aborted and run again.
    expect(await rpcs()).toBeLessThanOrEqual(2 * 2 * BURST);
  }, 60_000);
});
