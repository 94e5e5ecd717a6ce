import { describe, expect, it } from 'vitest';
import { DAY_TOTAL_SHARDS, dayTotalsShardId, pickDayTotalsShard, sumDayShards } from './day-totals.js';

describe('the day’s totals in shards', () => {
  it('names a shard by its day and number, and picks every shard and no other', () => {
    expect(dayTotalsShardId('2026-11-26', 3)).toBe('2026-11-26_3');
    expect(pickDayTotalsShard(() => 0)).toBe(0);
    expect(pickDayTotalsShard(() => 0.99999)).toBe(DAY_TOTAL_SHARDS - 1);
    expect(pickDayTotalsShard(() => 1)).toBe(DAY_TOTAL_SHARDS - 1);
    const picked = new Set(Array.from({ length: 2000 }, () => pickDayTotalsShard()));
    expect([...picked].sort((a, b) => a - b)).toEqual(Array.from({ length: DAY_TOTAL_SHARDS }, (_, i) => i));
  });

  it('adds up each date’s shards, city by city, an old whole-day document with them', () => {
    const days = sumDayShards([
      { date: '2026-11-26', shard: 0, booked: 2, faresPaise: 10_050, cities: { pune: { booked: 2 } } },
      { date: '2026-11-26', shard: 7, booked: 1, delivered: 1, cities: { agra: { booked: 1 } } },
      // Stored before the shards: one document for the whole day, no shard number.
      { date: '2026-11-26', booked: 10, cities: { pune: { booked: 10, delivered: 4 } } },
      { date: '2026-11-25', shard: 1, cancelled: 1 },
      { booked: 99 },
    ]);
    expect([...days.keys()]).toEqual(['2026-11-26', '2026-11-25']);
    expect(days.get('2026-11-26')).toEqual({
      booked: 13,
      faresPaise: 10_050,
      delivered: 1,
      cities: { pune: { booked: 12, delivered: 4 }, agra: { booked: 1 } },
    });
    expect(days.get('2026-11-25')).toEqual({ cancelled: 1 });
  });

  it('ignores what is not a number', () => {
    const days = sumDayShards([{ date: '2026-11-26', booked: '3', delivered: Number.NaN, failed: 1 }]);
    expect(days.get('2026-11-26')).toEqual({ failed: 1 });
  });
});
