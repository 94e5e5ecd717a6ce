import { describe, expect, it } from 'vitest';
import { dayCounts, lastDays, niceMaximum } from './orders-per-day';

describe('orders per day', () => {
  it('lists the last 14 local days oldest first, across a month end', () => {
    const days = lastDays(new Date(2026, 2, 3, 15, 30), 14);
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-02-18');
    expect(days.at(-1)).toBe('2026-03-03');
  });

  it('counts whatever is not delivered, cancelled or failed as still open', () => {
    expect(dayCounts('2026-03-03', 10, { delivered: 4, cancelled: 2, failed: 1 })).toEqual({
      day: '2026-03-03',
      delivered: 4,
      cancelled: 2,
      failed: 1,
      open: 3,
    });
  });

  it('rounds the scale up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMaximum([0, 0])).toBe(1);
    expect(niceMaximum([3, 7])).toBe(10);
    expect(niceMaximum([12])).toBe(20);
    expect(niceMaximum([41])).toBe(50);
    expect(niceMaximum([100])).toBe(100);
  });
});
