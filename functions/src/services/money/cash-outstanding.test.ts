import { describe, expect, it } from 'vitest';
import { withOutstanding } from './cash-outstanding.js';

const day = (riderId: string, date: string, collectedPaise: number, depositedPaise: number) => ({
  riderId,
  riderName: riderId,
  date,
  collectedPaise,
  depositedPaise,
});

describe('what a rider held at the end of each day', () => {
  it('walks back from what they hold now through each later day', () => {
    const rows = [
      day('a', '2026-11-26', 500, 0),
      day('a', '2026-11-24', 1000, 300),
      day('a', '2026-11-25', 0, 700),
    ];
    // Held now 500: the 26th added 500, so the 25th ended at 0; it deposited 700, so the 24th ended at 700.
    expect(
      withOutstanding(rows, new Map([['a', 500]]), new Map()).map((row) => row.outstandingPaise),
    ).toEqual([500, 700, 0]);
  });

  it('takes off what days after the range moved, rider by rider', () => {
    const rows = [day('a', '2026-11-20', 100, 0), day('b', '2026-11-20', 200, 0)];
    const answer = withOutstanding(
      rows,
      new Map([
        ['a', 1000],
        ['b', 50],
      ]),
      new Map([['a', 600]]),
    );
    expect(answer).toEqual([
      { ...rows[0], outstandingPaise: 400 },
      { ...rows[1], outstandingPaise: 50 },
    ]);
  });

  it('counts a rider with no balance document as holding nothing', () => {
    expect(withOutstanding([day('c', '2026-11-26', 0, 0)], new Map(), new Map())[0]!.outstandingPaise).toBe(
      0,
    );
  });
});
