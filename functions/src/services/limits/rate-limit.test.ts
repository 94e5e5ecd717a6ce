import { describe, expect, it } from 'vitest';
import { rateLimitDocId } from './rate-limit.js';

describe('rate limit bookkeeping', () => {
  it('keeps one document per scope, client and window, without storing the client address', () => {
    const id = rateLimitDocId('education-enrol', '203.0.113.7', 1_700_000_040_000);
    expect(id).toBe(rateLimitDocId('education-enrol', '203.0.113.7', 1_700_000_040_000));
    expect(id).not.toContain('203.0.113.7');
    expect(id).toMatch(/^education-enrol_[0-9a-f]{32}_1700000040000$/);
    expect(rateLimitDocId('education-enrol', '203.0.113.8', 1_700_000_040_000)).not.toBe(id);
    expect(rateLimitDocId('education-admin-login', '203.0.113.7', 1_700_000_040_000)).not.toBe(id);
    expect(rateLimitDocId('education-enrol', '203.0.113.7', 1_700_000_100_000)).not.toBe(id);
  });
});
