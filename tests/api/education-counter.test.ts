import { describe, expect, it } from 'vitest';
import { db } from '../../scripts/seed/emulator-admin';
import { expectError, getPath } from '../support/education';
import { visitCounterShardsPath } from '@dropwise/domain/collections';

async function visit(): Promise<number> {
  const response = await getPath('/counter/dropwiseEduCounter');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: number };
  expect(Object.keys(body)).toEqual(['data']);
  return body.data;
}

/** The visits as stored: the sum of the shards, read with the admin SDK. */
async function storedVisits(): Promise<number> {
  const shards = await db.collection(visitCounterShardsPath('dropwise')).get();
  return shards.docs.reduce((sum, doc) => sum + Number(doc.get('count') ?? 0), 0);
}

describe('GET /counter/{product}EduCounter', () => {
  it('stores each visit exactly once', async () => {
    const before = await storedVisits();
    await visit();
    expect(await storedVisits()).toBe(before + 1);
    await visit();
    expect(await storedVisits()).toBe(before + 2);
  });

  it('stores every one of 20 simultaneous visits', async () => {
    const before = await storedVisits();
    await Promise.all(Array.from({ length: 20 }, () => visit()));
    expect(await storedVisits()).toBe(before + 20);
  });

  it('answers the stored total: every visit stored before it counts', async () => {
    await visit();
    const stored = await storedVisits();
    const answer = await visit();
    expect(answer).toBeGreaterThanOrEqual(stored);
    expect(answer).toBeLessThanOrEqual(stored + 1);
  });

  it('is not cached by Hosting or the browser', async () => {
    const response = await getPath('/counter/dropwiseEduCounter');
    // The function says no-store; Hosting's catch-all header rule may rewrite it to no-cache.
    expect(response.headers.get('cache-control')).toMatch(/^(no-store|no-cache)$/);
  });

  it.each(['/counter/otherEduCounter', '/counter/dropwise', '/counter/DropwiseEduCounter'])(
    'answers 404 for the unknown counter %s without counting',
    async (path) => {
      const before = await storedVisits();
      await expectError(await getPath(path), 404, 'not_found');
      expect(await storedVisits()).toBe(before);
    },
  );
});
