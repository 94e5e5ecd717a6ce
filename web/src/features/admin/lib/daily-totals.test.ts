import { describe, expect, it } from 'vitest';
import { averageMinutes, dayFigures, reportDays, reportTotal } from './daily-totals';

describe('the daily totals', () => {
  it('reads missing or odd counts as 0, overall and per city', () => {
    const stored = { booked: 4, delivered: 'many', cities: { pune: { booked: 3 } } };
    expect(dayFigures(stored, 'all')).toMatchObject({ booked: 4, delivered: 0, faresPaise: 0 });
    expect(dayFigures(stored, 'pune')).toMatchObject({ booked: 3, delivered: 0 });
    expect(dayFigures(stored, 'agra').booked).toBe(0);
    expect(dayFigures(undefined, 'other').booked).toBe(0);
  });

  it('averages minutes as sum over count, and has none when nothing was counted', () => {
    expect(averageMinutes(25, 2)).toBe(12.5);
    expect(averageMinutes(0, 0)).toBeNull();
    expect(averageMinutes(40, 0)).toBeNull();
  });

  it('gives a row of zeros for a day without a document, in the order asked', () => {
    const rows = reportDays(
      ['2026-11-25', '2026-11-26'],
      new Map([['2026-11-26', { booked: 2, assignMinutesSum: 9, assignCount: 2 }]]),
      'all',
    );
    expect(rows.map((row) => [row.day, row.booked, row.assignMinutes])).toEqual([
      ['2026-11-25', 0, null],
      ['2026-11-26', 2, 4.5],
    ]);
  });

  it("averages the period over all its trips, not over the days' averages", () => {
    // One slow pickup on a quiet day and nine quick ones on a busy day: the days average 30 and
    // 10 minutes (20 between them), the period's ten trips 12.
    const rows = reportDays(
      ['a', 'b'],
      new Map([
        ['a', { pickupMinutesSum: 30, pickupCount: 1 }],
        ['b', { pickupMinutesSum: 90, pickupCount: 9 }],
      ]),
      'all',
    );
    const total = reportTotal(rows);
    expect(total.pickupMinutes).toBe(12);
    expect(total.pickupCount).toBe(10);
    expect(total.assignMinutes).toBeNull();
  });
});
