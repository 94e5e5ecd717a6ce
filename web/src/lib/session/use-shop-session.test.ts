import { describe, expect, it } from 'vitest';
import { pagePaths } from '@dropwise/domain/page-paths';
import { shopReturnPath, shopSignInPathFor } from './area-return-path';
import { shopIdFromClaims } from './use-shop-session';

describe('the shop session', () => {
  it('takes the shop from a token’s shopId claim', () => {
    expect(shopIdFromClaims({ shopId: 'shop-7' })).toBe('shop-7');
  });

  it.each([{}, { shopId: '' }, { shopId: 7 }, { admin: true }, { rider: true, shopId: null }])(
    'finds no shop in %j',
    (claims) => {
      expect(shopIdFromClaims(claims)).toBeNull();
    },
  );

  it('sends staff back only to the few pages that asked, else to their orders', () => {
    expect(shopReturnPath(pagePaths.deleteDigistallAccount)).toBe(pagePaths.deleteDigistallAccount);
    for (const next of [null, pagePaths.adminDashboard, 'https://evil.example', '//evil.example']) {
      expect(shopReturnPath(next)).toBe(pagePaths.shopOrders);
    }
    expect(shopSignInPathFor(pagePaths.deleteDigistallAccount)).toBe(
      `${pagePaths.shopSignIn}?next=${encodeURIComponent(pagePaths.deleteDigistallAccount)}`,
    );
  });
});
