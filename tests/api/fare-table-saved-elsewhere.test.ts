import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FunctionHost, startFunctionHost } from '../../scripts/function-host/processes';
import { adminDb } from '../support/booking-fixtures';
import {
  demo,
  PROJECT_ID,
  signInWithPassword,
  signInWithPhone,
  type SignedInUser,
} from '../support/emulators';
import { FARE_TABLE_PATH } from '@dropwise/domain/collections';

/**
 * The fare table on the built function served in one process, as one instance among several: a
 * table saved elsewhere applies there at once, as does one it saves itself.
 */
const offset = Number(process.env.DROPWISE_PORT_OFFSET ?? 0);
const HOST_PORT = 5094 + offset;

let host: FunctionHost;
let admin: SignedInUser;
let customer: SignedInUser;
let saved: FirebaseFirestore.DocumentData | undefined;

async function tableVersion(): Promise<number> {
  const response = await fetch(`${host.url}/api/fares`, {
    headers: { Authorization: `Bearer ${customer.idToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { version: number } }).data.version;
}

beforeAll(async () => {
  admin = await signInWithPassword(demo.admin.email, demo.admin.password);
  customer = await signInWithPhone(demo.customerPhone);
  saved = (await adminDb.doc(FARE_TABLE_PATH).get()).data();
  host = await startFunctionHost(HOST_PORT, {
    GCLOUD_PROJECT: PROJECT_ID,
    NODE_ENV: 'production',
  });
}, 60_000);

afterAll(async () => {
  await host?.stop();
  if (saved) await adminDb.doc(FARE_TABLE_PATH).set(saved);
});

describe('the fare table an instance answers', () => {
  it('is the table saved elsewhere, at once', async () => {
    const before = await tableVersion();
    const stored = (await adminDb.doc(FARE_TABLE_PATH).get()).data() ?? {};
    // Another instance saves a new version.
    await adminDb.doc(FARE_TABLE_PATH).set({ ...stored, version: before + 1 });
    expect(await tableVersion()).toBe(before + 1);
  });

  it('is the table this instance saved, at once', async () => {
    const before = await tableVersion();
    const current = (await (
      await fetch(`${host.url}/api/fares`, { headers: { Authorization: `Bearer ${customer.idToken}` } })
    ).json()) as { data: Record<string, unknown> };
    const { version: _version, ...input } = current.data;
    const answer = await fetch(`${host.url}/api/fares`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin.idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect(answer.status).toBe(200);
    expect(await tableVersion()).toBe(before + 1);
  });
});
