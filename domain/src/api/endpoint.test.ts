import { describe, expect, it } from 'vitest';
import { callPath, fillPath } from './endpoint.js';
import { unlinkRider } from './admin.js';

describe('fillPath', () => {
  it('puts each parameter in its place, URL-encoded', () => {
    expect(fillPath(unlinkRider.path, { shopId: 'shop/1', riderId: 'a b' })).toBe(
      '/api/admin/shops/shop%2F1/riders/a%20b',
    );
  });

  it('refuses a parameter without a value rather than sending ":name"', () => {
    const params = { shopId: 's1' } as unknown as { shopId: string; riderId: string };
    expect(() => fillPath(unlinkRider.path, params)).toThrow(':riderId');
  });
});

describe('callPath', () => {
  it('writes only the query fields that have a value, encoded, in their order', () => {
    expect(callPath('/x', { q: 'Pune station', limit: 8, cursor: undefined, near: null, status: '' })).toBe(
      '/x?q=Pune%20station&limit=8',
    );
  });

  it('leaves a path without query fields as it is', () => {
    expect(callPath('/x', {})).toBe('/x');
    expect(callPath('/x')).toBe('/x');
  });
});
