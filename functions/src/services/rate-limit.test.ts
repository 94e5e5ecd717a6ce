import { afterEach, describe, expect, it } from 'vitest';
import { limitFromEnv, rateLimitDocId } from './rate-limit.js';

describe('rate limit bookkeeping', () => {
  afterEach(() => {
    delete process.env.DROPWISE_TEST_LIMIT;
  });

  it('keeps one document per scope, client and window, without storing the client address', () => {
    const id = rateLimitDocId('education-enrol', '203.0.113.7', 1_700_000_040_000);
    expect(id).toBe(rateLimitDocId('education-enrol', '203.0.113.7', 1_700_000_040_000));
    expect(id).not.toContain('203.0.113.7');
    expect(id).toMatch(/^education-enrol_[0-9a-f]{32}_1700000040000$/);
    expect(rateLimitDocId('education-enrol', '203.0.113.8', 1_700_000_040_000)).not.toBe(id);
    expect(rateLimitDocId('education-admin-login', '203.0.113.7', 1_700_000_040_000)).not.toBe(id);
    expect(rateLimitDocId('education-enrol', '203.0.113.7', 1_700_000_100_000)).not.toBe(id);
  });

  it('reads a limit from the environment, falling back when unset or not a whole number', () => {
    expect(limitFromEnv('DROPWISE_TEST_LIMIT', 10)).toBe(10);
    process.env.DROPWISE_TEST_LIMIT = '250';
    expect(limitFromEnv('DROPWISE_TEST_LIMIT', 10)).toBe(250);
    process.env.DROPWISE_TEST_LIMIT = '0';
    expect(limitFromEnv('DROPWISE_TEST_LIMIT', 10)).toBe(0);
    process.env.DROPWISE_TEST_LIMIT = 'lots';
    expect(limitFromEnv('DROPWISE_TEST_LIMIT', 10)).toBe(10);
  });
});
