import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FunctionHost, startFunctionHost } from '../../scripts/function-host/processes';
import { db } from '../../scripts/seed/emulator-admin';
import { PROJECT_ID } from '../support/emulators';

/**
 * The built function in one process, as Cloud Functions serves concurrent requests: a burst of
 * visits on one instance shares shard writes, and every visit is still stored exactly once.
 */
const offset = Number(process.env.DROPWISE_PORT_OFFSET ?? 0);
const HOST_PORT = 5093 + offset;
const BURST = 200;

let host: FunctionHost;

async function storedVisits(): Promise<number> {
  const shards = await db.collection('counters/dropwiseEduCounter/shards').get();
  return shards.docs.reduce((sum, doc) => sum + Number(doc.get('count') ?? 0), 0);
}

beforeAll(async () => {
  host = await startFunctionHost(HOST_PORT, {
    GCLOUD_PROJECT: PROJECT_ID,
    DROPWISE_COUNT_FIRESTORE_OPS: '1',
    NODE_ENV: 'production',
  });
}, 60_000);

afterAll(async () => {
  await host?.stop();
});

describe('a burst of visits on one instance', () => {
  it(`stores each of ${BURST} simultaneous visits exactly once, in fewer writes than visits`, async () => {
    const before = await storedVisits();
    await fetch(`${host.url}/__host/ops/reset`, { method: 'POST' });
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => fetch(`${host.url}/counter/dropwiseEduCounter`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(200));
    const totals = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: number }).data),
    );
    expect(totals.every((total) => Number.isInteger(total) && total >= 0)).toBe(true);

    expect(await storedVisits()).toBe(before + BURST);
    const ops = (await (await fetch(`${host.url}/__host/ops`)).json()) as { writes: number; reads: number };
    expect(ops.writes).toBeGreaterThanOrEqual(1);
    expect(ops.writes).toBeLessThan(BURST);
    // One read of the total is shared by the visits of a couple of seconds; a slow machine may
    // spread the burst over more than one such period.
    expect(ops.reads).toBeLessThanOrEqual(5);
  });

  it('writes a lone visit at once, as one increment of one', async () => {
    const before = await storedVisits();
    await fetch(`${host.url}/__host/ops/reset`, { method: 'POST' });
    expect((await fetch(`${host.url}/counter/dropwiseEduCounter`)).status).toBe(200);
    expect(await storedVisits()).toBe(before + 1);
    const ops = (await (await fetch(`${host.url}/__host/ops`)).json()) as { writes: number };
    expect(ops.writes).toBe(1);
  });
});
