import { describe, expect, it } from 'vitest';
import { consumeInProcess } from './in-process-rate-limit.js';

const rule = { scope: 'test-track', limit: 3, windowSeconds: 60 };
const minute = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);

describe('in-process rate limit', () => {
  it('allows the budget per client and window, then refuses with the seconds to the next window', () => {
    const decisions = [0, 1, 2, 3].map((i) => consumeInProcess(rule, '203.0.113.1', minute + i * 1000));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]).toMatchObject({ remaining: 0, retryAfterSeconds: 57 });
  });

  it('counts each client, scope and window on its own', () => {
    expect(consumeInProcess(rule, '203.0.113.2', minute).allowed).toBe(true);
    expect(consumeInProcess({ ...rule, scope: 'other' }, '203.0.113.1', minute).allowed).toBe(true);
    expect(consumeInProcess(rule, '203.0.113.1', minute + 60_000).allowed).toBe(true);
  });

  it('a limit of 0 turns it off', () => {
    const off = { ...rule, scope: 'off', limit: 0 };
    expect(Array.from({ length: 10 }, () => consumeInProcess(off, 'x', minute).allowed)).not.toContain(false);
  });
});
