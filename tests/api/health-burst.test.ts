import { describe, expect, it } from 'vitest';
import { oneFunctionInstance } from '../support/function-instance';

/** The built function in one process: simultaneous health checks share one probe of the store. */
const BURST = 50;
const instance = oneFunctionInstance(5096);
const reads = async () => (await instance.ops()).reads;

describe('health checks on one instance', () => {
  it(`answers ${BURST} simultaneous checks from fewer probes than checks`, async () => {
    await instance.resetOps();
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => fetch(`${instance.url()}/api/health`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(200));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(new Set(bodies.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ success: true, data: { status: 'ok', firestore: 'reachable' } })]),
    );
    expect(await reads()).toBeGreaterThanOrEqual(1);
    expect(await reads()).toBeLessThan(BURST);
  });

  it('probes again for a check that arrives after the last probe answered', async () => {
    await instance.resetOps();
    expect((await fetch(`${instance.url()}/api/health`)).status).toBe(200);
    expect((await fetch(`${instance.url()}/api/health`)).status).toBe(200);
    expect(await reads()).toBe(2);
  });
});
