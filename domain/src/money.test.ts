import { describe, expect, it } from 'vitest';
import { cashCollectionSchema, cashQuerySchema, rupeesToPaise, settle } from './money.js';

describe('money in paise', () => {
  it('turns rupees into whole paise without floating-point drift', () => {
    expect(rupeesToPaise(77)).toBe(7700);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1999);
  });

  it('settles a fare: tax on top at the rate, the platform’s share of the fare, the rider the rest', () => {
    expect(settle(100, { taxRatePercent: 0, platformSharePercent: 20 })).toEqual({
      farePaise: 10_000,
      taxRatePercent: 0,
      taxPaise: 0,
      totalPaise: 10_000,
      platformSharePercent: 20,
      platformSharePaise: 2_000,
      riderEarningsPaise: 8_000,
    });
    const taxed = settle(77, { taxRatePercent: 5, platformSharePercent: 12.5 });
    expect(taxed.taxPaise).toBe(385);
    expect(taxed.totalPaise).toBe(7_700 + 385);
    expect(taxed.platformSharePaise + taxed.riderEarningsPaise).toBe(taxed.farePaise);
    for (const value of Object.values(taxed)) expect(Number.isInteger(value) || value === 12.5).toBe(true);
  });
});

describe('the money requests', () => {
  it('a cash amount is whole, non-negative paise', () => {
    expect(cashCollectionSchema.safeParse({ amountPaise: 7700 }).success).toBe(true);
    for (const amountPaise of [-1, 1.5, '7700', 10_000_000_001, null]) {
      expect(cashCollectionSchema.safeParse({ amountPaise }).success).toBe(false);
    }
  });

  it('a cash list covers real days, first before last, at most 92 of them', () => {
    expect(cashQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(true);
    expect(cashQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-01' }).success).toBe(false);
    expect(cashQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(false);
    expect(cashQuerySchema.safeParse({ from: '2026-11-01' }).success).toBe(false);
  });
});
