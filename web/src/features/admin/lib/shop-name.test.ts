import { describe, expect, it } from 'vitest';
import type { ShopRecord } from '@/features/admin/api/shop-records';
import { shopNameOf } from './shop-name';

const shops = [{ id: 'shop-1', name: 'Kothrud Express' }] as ShopRecord[];

describe('shopNameOf', () => {
  it('names a known shop, falls back to the id of an unknown one, and says when there is none', () => {
    expect(shopNameOf(shops, 'shop-1', 'none')).toBe('Kothrud Express');
    expect(shopNameOf(shops, 'shop-9', 'none')).toBe('shop-9');
    expect(shopNameOf(shops, null, 'none')).toBe('none');
  });
});
