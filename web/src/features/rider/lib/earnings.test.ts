import { describe, expect, it } from 'vitest';
import { mondayOf, type RiderDay, toRiderDay, totalsOf } from './earnings';

describe('mondayOf', () => {
  it('starts the week on Monday', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // Thursday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('goes back across a month and a year', () => {
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('totalsOf', () => {
  // A fifth of every fare is the platform's share and the rest the rider's, as on a stored day.
  const totals = (trips: number, faresPaise: number) => ({
    trips,
    faresPaise,
    platformSharePaise: faresPaise / 5,
    earningsPaise: (faresPaise * 4) / 5,
    cancellationFeesPaise: 0,
  });
  const day = (date: string, trips: number, faresPaise: number): RiderDay => ({
    date,
    ...totals(trips, faresPaise),
  });

  it('adds up the days in the range, both ends included', () => {
    const days = [day('2026-11-22', 9, 90000), day('2026-11-23', 2, 15000), day('2026-11-26', 3, 25050)];
    const inRange = totalsOf(days, '2026-11-23', '2026-11-26');
    expect(inRange).toEqual(totals(5, 40050));
    expect([inRange.platformSharePaise, inRange.earningsPaise]).toEqual([8010, 32040]);
    expect(totalsOf(days, '2026-11-26', '2026-11-26').trips).toBe(3);
    expect(totalsOf([], '2026-11-23', '2026-11-26')).toEqual(totals(0, 0));
  });
});

describe('toRiderDay', () => {
  it('reads a stored day, and counts an odd figure as nothing', () => {
    expect(
      toRiderDay({ riderId: 'r1', date: '2026-11-26', trips: 2, faresPaise: 16000, platformSharePaise: 'x' }),
    ).toEqual({
      date: '2026-11-26',
      trips: 2,
      faresPaise: 16000,
      platformSharePaise: 0,
      earningsPaise: 0,
      cancellationFeesPaise: 0,
    });
    expect(toRiderDay({ trips: 2 })).toBeNull();
  });

  it('reads the cancellation fees, and earnings below zero on a day with a fee and no trip', () => {
    const day = toRiderDay({ date: '2026-11-26', earningsPaise: -1000, cancellationFeesPaise: 1000 });
    expect(day).toMatchObject({ trips: 0, earningsPaise: -1000, cancellationFeesPaise: 1000 });
    expect(totalsOf([day!], '2026-11-23', '2026-11-26').cancellationFeesPaise).toBe(1000);
    expect(toRiderDay({ date: '2026-11-26', cancellationFeesPaise: -5 })?.cancellationFeesPaise).toBe(0);
  });
});
