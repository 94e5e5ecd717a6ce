import { describe, expect, it } from 'vitest';
import { guessedSlot, limited, rateLimitSlots, rememberSlotTaken } from './rate-limit-slots.js';

const rule = { scope: 'test-scope', limit: 3, windowSeconds: 60 };

describe('rate-limit slots', () => {
  it('names one window per client and scope, with Retry-After until its end', () => {
    const now = Date.parse('2026-01-01T10:00:45Z');
    const slots = rateLimitSlots(rule, '10.0.0.1', now);
    expect(slots.key).toMatch(/^test-scope_[0-9a-f]{32}_\d+$/);
    expect(slots.retryAfterSeconds).toBe(15);
    expect(rateLimitSlots(rule, '10.0.0.2', now).key).not.toBe(slots.key);
    expect(rateLimitSlots(rule, '10.0.0.1', now + 60_000).key).not.toBe(slots.key);
    expect(rateLimitSlots(rule, '10.0.0.1', now + 10_000).key).toBe(slots.key);
  });

  it('guesses slot 1 for a new client, then the one after the last it took', () => {
    const slots = rateLimitSlots(rule, `client-${Math.random()}`);
    expect(guessedSlot(slots)).toBe(1);
    rememberSlotTaken(slots, 1);
    expect(guessedSlot(slots)).toBe(2);
    rememberSlotTaken(slots, 4);
    expect(guessedSlot(slots)).toBe(5);
  });

  it('is off when the limit is 0 or less', () => {
    expect(limited(rateLimitSlots({ ...rule, limit: 0 }, 'x'))).toBe(false);
    expect(limited(rateLimitSlots(rule, 'x'))).toBe(true);
  });
});
