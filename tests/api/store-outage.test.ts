import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type FirestoreEmulator,
  type FunctionHost,
  startFirestoreEmulator,
  startFunctionHost,
} from '../../scripts/function-host/processes';
import { ensureAccount } from '../support/booking-fixtures';
import { demo, PROJECT_ID, signInWithPassword, type SignedInUser } from '../support/emulators';
import {
  type Answer,
  callEveryEndpoint,
  listDocuments,
  outageRide,
  recovery,
  sdkRetryWindow,
} from '../support/outage-calls';
import { ORDERS, userNotificationsPath } from '@dropwise/domain/collections';

/**
 * The built function served in one process (as Cloud Functions serves it) on a Firestore
 * emulator of its own, which the test kills and freezes under it. Ports sit beside the suite's.
 */
const offset = Number(process.env.DROPWISE_PORT_OFFSET ?? 0);
const FIRESTORE_PORT = 8090 + offset;
const HOST_PORT = 5090 + offset;
const ANSWER_WITHIN_MS = 5000;

let store: FirestoreEmulator;
let host: FunctionHost;
let admin: SignedInUser;
let eduAdmin: SignedInUser;
let customer: SignedInUser;

function expectPromptUnavailable(answers: Answer[]): void {
  for (const answer of answers) {
    expect({ name: answer.name, status: answer.status }).toEqual({ name: answer.name, status: 503 });
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(answer.body).toMatchObject({
      success: false,
      error: { code: 'unavailable', message: expect.any(String) },
    });
    expect(answer.body?.error?.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(answer.body)).not.toMatch(/UNAVAILABLE|ECONNREFUSED|stack|at .*\.js/);
  }
}

async function book(): Promise<{ status: number; id?: string }> {
  const response = await fetch(`${host.url}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.idToken}` },
    body: JSON.stringify(outageRide(randomUUID())),
  });
  const body = (await response.json()) as { id?: string };
  return { status: response.status, id: body.id };
}

beforeAll(async () => {
  admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  eduAdmin = await signInWithPassword(demo.eduAdmin.email, demo.eduAdmin.password);
  customer = await ensureAccount('outage-customer', {});
  store = await startFirestoreEmulator(FIRESTORE_PORT);
  host = await startFunctionHost(HOST_PORT, {
    GCLOUD_PROJECT: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: store.host,
    DROPWISE_TRUST_PROXY_HOPS: '1',
    DROPWISE_REQUEST_BUDGET_MS: '4000',
    NODE_ENV: 'production',
  });
  await recovery(host.url);
}, 120_000);

afterAll(async () => {
  store?.resume();
  await host?.stop();
  await store?.kill();
}, 60_000);

describe('when Firestore goes away under the running function', () => {
  it('answers every endpoint 503 in the error shape within 5 s when Firestore is killed, and recovers in the same process once it is back', async () => {
    expect((await book()).status).toBe(201);
    await store.kill();
    expectPromptUnavailable(
      await callEveryEndpoint(host.url, { admin, eduAdmin, customer }, String(Date.now()).slice(-8)),
    );

    store = await startFirestoreEmulator(FIRESTORE_PORT);
    const recoveredInMs = await recovery(host.url);
    console.log(`store-outage: recovered ${Math.round(recoveredInMs)} ms after the emulator came back`);
    expect((await book()).status).toBe(201);
  }, 120_000);

  it('answers 503 within 5 s when Firestore stalls, stores no partial booking, and recovers when it resumes', async () => {
    const before = (await listDocuments(store.host, ORDERS)).length;
    store.stall();
    const answers = await callEveryEndpoint(
      host.url,
      { admin, eduAdmin, customer },
      String(Date.now()).slice(-8),
    );
    store.resume();
    expectPromptUnavailable(answers);

    await recovery(host.url);
    // The stalled booking may land late (the SDK retries in the background), but only whole:
    // an order (its history on it) with its notification, or nothing.
    await sdkRetryWindow();
    const orders = await listDocuments(store.host, ORDERS);
    for (const order of orders) {
      const notifications = (
        await listDocuments(store.host, userNotificationsPath(String(order.fields.customerUid)))
      ).filter((notification) => notification.fields.orderId === order.id);
      expect({ order: order.id, notifications: notifications.length }).toEqual({
        order: order.id,
        notifications: 1,
      });
    }
    expect(orders.length - before).toBeLessThanOrEqual(1);
    expect((await book()).status).toBe(201);
  }, 120_000);

  it('writes one structured log entry per request: route pattern, status, latency and request id, no personal data', async () => {
    const answer = await fetch(`${host.url}/api/orders/some-order-id/transition`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.idToken}` },
      body: JSON.stringify({ to: 'accepted' }),
    });
    expect(answer.status).toBe(404);
    const requestId = answer.headers.get('x-request-id');
    const body = (await answer.json()) as { error: { requestId: string } };
    expect(body.error.requestId).toBe(requestId);
    // The host writes its log lines in the order the answers finish: once a later request's line
    // is in, every line of this one is too.
    const later = (await fetch(`${host.url}/api/health`)).headers.get('x-request-id');
    await vi.waitFor(() => expect(host.logs.map((entry) => entry.requestId)).toContain(later), {
      timeout: 5_000,
      interval: 20,
    });
    const entries = host.logs.filter((entry) => entry.requestId === requestId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      message: 'request',
      method: 'POST',
      route: '/api/orders/:id/transition',
      status: 404,
      latencyMs: expect.any(Number),
    });
    const everything = JSON.stringify(host.logs);
    expect(everything).not.toContain('Outage Person');
    expect(everything).not.toContain('outage@example.com');
    expect(everything).not.toContain('10.251.0.1');
    expect(everything).not.toContain(admin.idToken.slice(-20));
  });
});
