import { PUNE_STATION, SHANIWAR_WADA } from '@dropwise/domain/demo-trip-for-tests';
import { randomUUID } from 'node:crypto';
import { PROJECT_ID, type SignedInUser } from './emulators';

/** What the function answers while its Firestore is down or frozen, and how it recovers. */
export interface OutageCallers {
  admin: SignedInUser;
  eduAdmin: SignedInUser;
  customer: SignedInUser;
}

export interface Answer {
  name: string;
  status: number;
  ms: number;
  body: { success?: unknown; error?: { code?: unknown; message?: unknown; requestId?: unknown } } | null;
}

export function outageRide(requestId: string) {
  return {
    kind: 'ride',
    requestId,
    vehicleType: 'auto',
    scheduledAt: 'now',
    pickup: PUNE_STATION,
    dropOff: SHANIWAR_WADA,
    passengers: 1,
  };
}

/** Every endpoint family once, at the same time, timed, each with a caller allowed to make it. */
export async function callEveryEndpoint(
  hostUrl: string,
  { admin, eduAdmin, customer }: OutageCallers,
  marker: string,
): Promise<Answer[]> {
  const calls: Array<[string, string, RequestInit]> = [
    ['health', '/api/health', {}],
    ['visit counter', '/counter/dropwiseEduCounter', {}],
    [
      'enrolment',
      '/api/education/addform',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.251.0.1' },
        body: JSON.stringify({
          course: 'yoga',
          name: 'Outage Person',
          email: 'outage@example.com',
          number: `96${marker}`,
          city: 'Pune',
        }),
      },
    ],
    [
      'booking',
      '/api/orders',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${customer.idToken}` },
        body: JSON.stringify(outageRide(randomUUID())),
      },
    ],
    [
      'transition',
      '/api/orders/no-such-order/transition',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.idToken}` },
        body: JSON.stringify({ to: 'accepted' }),
      },
    ],
    ['allorder', '/api/education/allorder', { headers: { Authorization: `Bearer ${eduAdmin.idToken}` } }],
    // The long poll's first snapshots never come: 503 by the budget, not a hold.
    ['held tracking', '/api/track/AAAAAAAAAAAAAAAAAAAAAAAA?after=0', {}],
  ];
  return Promise.all(
    calls.map(async ([name, path, init]) => {
      const started = performance.now();
      const response = await fetch(`${hostUrl}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
      const body = (await response.json().catch(() => null)) as Answer['body'];
      return { name, status: response.status, ms: performance.now() - started, body };
    }),
  );
}

/** Polls until health and a visit answer 200 again; the time it took, from now. */
export async function recovery(hostUrl: string, limitMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const statuses = await Promise.all(
      ['/api/health', '/counter/dropwiseEduCounter'].map((path) =>
        fetch(`${hostUrl}${path}`).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    if (statuses.every((status) => status === 200)) return performance.now() - started;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the function did not recover within ${limitMs} ms`);
}

/**
 * Waits for a write the Firestore SDK still retries after the store came back: it retries a
 * transaction 1 s after a failure (its backoff's first step), so 2 s sees that retry land.
 */
export const sdkRetryWindow = () => new Promise((done) => setTimeout(done, 2_000));

export interface StoredDocument {
  id: string;
  fields: Record<string, unknown>;
}

/**
 * The documents of a collection in the outage emulator, read over its REST API (the admin SDK in
 * this process is bound to the suite's emulator by FIRESTORE_EMULATOR_HOST). String fields only.
 */
export async function listDocuments(storeHost: string, path: string): Promise<StoredDocument[]> {
  const response = await fetch(
    `http://${storeHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}?pageSize=300`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const body = (await response.json()) as {
    documents?: Array<{ name: string; fields?: Record<string, { stringValue?: string }> }>;
  };
  return (body.documents ?? []).map((document) => ({
    id: document.name.split('/').at(-1) ?? '',
    fields: Object.fromEntries(
      Object.entries(document.fields ?? {}).map(([key, value]) => [key, value.stringValue]),
    ),
  }));
}
