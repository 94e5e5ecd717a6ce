import { describe, expect, it } from 'vitest';
import { trackQuerySchema } from './tracking-query.js';

describe('the tracking query', () => {
  it('reads after (epoch ms, 0 for no fix) and status as a page sends them', () => {
    expect(trackQuerySchema.parse({ after: '1718000000000', status: 'assigned' })).toEqual({
      after: 1_718_000_000_000,
      status: 'assigned',
    });
    expect(trackQuerySchema.parse({ after: '0' })).toEqual({ after: 0 });
  });

  it('leaves both out when not sent: the call then answers at once', () => {
    expect(trackQuerySchema.parse({})).toEqual({});
  });

  it('refuses an after that is not a whole number of ms from 1970 on, and a status too long to be one', () => {
    for (const after of ['soon', '-1', '1.5'])
      expect(trackQuerySchema.safeParse({ after }).success).toBe(false);
    expect(trackQuerySchema.safeParse({ after: '1', status: 'x'.repeat(41) }).success).toBe(false);
  });
});
