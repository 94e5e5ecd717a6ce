import { describe, expect, it } from 'vitest';
import { expectError, getPath } from '../support/education';

async function visit(): Promise<number> {
  const response = await getPath('/counter/dropwiseEduCounter');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: number };
  expect(Object.keys(body)).toEqual(['data']);
  return body.data;
}

describe('GET /counter/{product}EduCounter', () => {
  it('counts one visit per call and answers the total', async () => {
    const first = await visit();
    const second = await visit();
    expect(second).toBe(first + 1);
  });

  it('counts every one of 20 simultaneous visits', async () => {
    const before = await visit();
    await Promise.all(Array.from({ length: 20 }, () => visit()));
    expect(await visit()).toBe(before + 21);
  });

  it('is not cached by Hosting or the browser', async () => {
    const response = await getPath('/counter/dropwiseEduCounter');
    // The function says no-store; Hosting's catch-all header rule may rewrite it to no-cache.
    expect(response.headers.get('cache-control')).toMatch(/^(no-store|no-cache)$/);
  });

  it.each(['/counter/otherEduCounter', '/counter/dropwise', '/counter/DropwiseEduCounter'])(
    'answers 404 for the unknown counter %s without counting',
    async (path) => {
      const before = await visit();
      await expectError(await getPath(path), 404, 'not_found');
      expect(await visit()).toBe(before + 1);
    },
  );
});
