import { describe, expect, it } from 'vitest';
import { daysBetween, indiaDate, indiaMonth, lastIndiaDays, shiftDay } from './india-time.js';

describe('India time', () => {
  it('counts days and months in India time, whatever the machine’s zone', () => {
    // 20:00 UTC on 30 Nov is 01:30 on 1 Dec in India.
    const lateNight = Date.UTC(2026, 10, 30, 20, 0);
    expect(indiaDate(lateNight)).toBe('2026-12-01');
    expect(indiaMonth(lateNight)).toBe('2026-12');
  });

  it('moves across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('ends with the India day, which starts 5½ hours before the UTC one', () => {
    // 20:00 UTC on 26 November is 01:30 on 27 November in India.
    const days = lastIndiaDays(Date.parse('2026-11-26T20:00:00Z'), 7);
    expect(days).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(lastIndiaDays(Date.parse('2026-11-26T18:00:00Z'), 1)).toEqual(['2026-11-26']);
  });

  it('counts the days between two days', () => {
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-02-28')).toBe(-1);
  });
});
