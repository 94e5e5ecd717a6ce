import { describe, expect, it } from 'vitest';
import { subPath } from './area-router.js';

describe('subPath', () => {
  it('is the endpoint path less its mount base, and / for the base itself', () => {
    expect(subPath('/api/orders', '/api/orders/:id/cancel')).toBe('/:id/cancel');
    expect(subPath('/api/orders', '/api/orders')).toBe('/');
  });

  it('refuses an endpoint outside the base, and one that only shares its first letters', () => {
    expect(() => subPath('/api/rider', '/api/track/:token')).toThrow('not under /api/rider');
    expect(() => subPath('/api/admin', '/api/administrators')).toThrow('not under /api/admin');
  });
});
