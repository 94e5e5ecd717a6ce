import { describe, expect, it } from 'vitest';
import { oneFunctionInstance } from '../support/function-instance';

/** The built function in one process, with a budget of 3 visits a minute per client. */
const instance = oneFunctionInstance(5093, { DROPWISE_RATE_LIMIT_VISITS_PER_MINUTE: '3' });

const visit = () => fetch(`${instance.url()}/counter/dropwiseEduCounter`);

describe('the public visit counter’s limit', () => {
  it('counts a client’s visits up to its budget, then answers 429 with Retry-After and writes nothing', async () => {
    await instance.resetOps();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await visit());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const counted = (await instance.ops()).writes;
    expect(counted).toBe(3);

    const refused = await visit();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { error?: { code?: string } }).error?.code).toBe('rate_limited');
    expect((await instance.ops()).writes).toBe(counted);
  });
});
