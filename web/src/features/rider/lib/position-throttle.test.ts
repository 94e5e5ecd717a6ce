import { describe, expect, it } from 'vitest';
import { type PositionFix, shouldReport } from './position-throttle';

const PUNE = { lat: 18.5204, lng: 73.8567 };
// About 11 m of latitude per 0.0001 degree.
const fix = (northMetres: number, at = 0): PositionFix => ({
  lat: PUNE.lat + northMetres / 111_195,
  lng: PUNE.lng,
  accuracy: 10,
  at,
});

describe('the position report throttle', () => {
  it('sends the first fix at once', () => {
    expect(shouldReport(null, fix(0), 1_000)).toBe(true);
  });

  // Each row: when the last fix was sent, how far north of it the new fix is (m), when the new
  // fix is offered, and whether it goes.
  it.each([
    [0, 20, 3_000, false, 'a move under 50 m waits for 10 s'],
    [0, 49, 9_999, false, 'a move under 50 m waits until the 10 s are up'],
    [0, 0, 10_000, true, 'after 10 s a fix goes, moved or not'],
    [0, 51, 3_000, true, 'a move of 50 m or more goes sooner'],
    [0, -120, 4_000, true, 'a move south is a move too'],
    [10_000, 500, 11_000, false, 'however far the move, never twice within 2.5 s'],
    [10_000, 500, 12_499, false, 'not even a millisecond before the 2.5 s are up'],
    [10_000, 500, 12_500, true, 'a far move goes once 2.5 s have passed'],
    [0, 5_000, 2_600, true, 'a move of kilometres is measured too'],
  ] as const)(
    'sent at %i ms, %i m north at %i ms: sends %s (%s)',
    (sentAt, northMetres, now, sends, _why) => {
      expect(shouldReport({ fix: fix(0), sentAt }, fix(northMetres), now)).toBe(sends);
    },
  );
});
