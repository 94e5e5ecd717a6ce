import { describe, expect, it } from 'vitest';
import { db } from '../../scripts/seed/emulator-admin';
import { oneFunctionInstance } from '../support/function-instance';
import { visitCounterShardsPath } from '@dropwise/domain/collections';

/**
 * The built function in one process, as Cloud Functions serves concurrent requests: every visit
 * of a burst on one instance is stored exactly once, as one increment of its own.
 */
const BURST = 200;
const instance = oneFunctionInstance(5093);

async function storedVisits(): Promise<number> {
  const shards = await db.collection(visitCounterShardsPath('dropwise')).get();
  return shards.docs.reduce((sum, doc) => sum + Number(doc.get('count') ?? 0), 0);
}

describe('a burst of visits on one instance', () => {
  it(`stores each of ${BURST} simultaneous visits exactly once, one write each`, async () => {
    const before = await storedVisits();
    await instance.resetOps();
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => fetch(`${instance.url()}/counter/dropwiseEduCounter`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(BURST).fill(200));
    const totals = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: number }).data),
    );
    expect(totals.every((total) => Number.isInteger(total) && total >= before)).toBe(true);

    expect(await storedVisits()).toBe(before + BURST);
    const ops = await instance.ops();
    expect(ops.writes).toBe(BURST);
  });

  it('writes a lone visit at once, as one increment of one', async () => {
    const before = await storedVisits();
    await instance.resetOps();
    expect((await fetch(`${instance.url()}/counter/dropwiseEduCounter`)).status).toBe(200);
    expect(await storedVisits()).toBe(before + 1);
    const ops = await instance.ops();
    expect(ops.writes).toBe(1);
  });
});
