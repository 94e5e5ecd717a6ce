import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FunctionHost, startFunctionHost } from '../../scripts/function-host/processes';
import { PROJECT_ID } from '../support/emulators';

/** The built function in one process: simultaneous health checks share one probe of the store. */
const offset = Number(process.env.DROPWISE_PORT_OFFSET ?? 0);
const HOST_PORT = 5096 + offset;
const BURST = 50;

let host: FunctionHost;

async function reads(): Promise<number> {
  return ((await (await fetch(`${host.url}/__host/ops`)).json()) as { reads: number }).reads;
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

describe('health checks on one instance', () => {
  it(`answers ${BURST} simultaneous checks from fewer probes than checks`, async () => {
    await fetch(`${host.url}/__host/ops/reset`, { method: 'POST' });
    const answers = await Promise.all(Array.from({ length: BURST }, () => fetch(`${host.url}/api/health`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(200));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ success: true, data: { status: 'ok', firestore: 'reachable' } })]),
    );
    expect(await reads()).toBeGreaterThanOrEqual(1);
    expect(await reads()).toBeLessThan(BURST);
  });

  it('probes again for a check that arrives after the last probe answered', async () => {
    await fetch(`${host.url}/__host/ops/reset`, { method: 'POST' });
    expect((await fetch(`${host.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${host.url}/api/health`)).status).toBe(200);
    expect(await reads()).toBe(2);
  });
});
