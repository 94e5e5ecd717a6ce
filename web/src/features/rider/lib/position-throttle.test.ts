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

  it.each([
    {
      what: 'holds a fix that moved less than 50 m until 10 s have passed',
      sentAt: 0,
      checks: [
        [20, 3_000, false],
        [49, 9_999, false],
        [0, 10_000, true],
      ],
    },
    {
      what: 'sends sooner once the rider has moved 50 m or more',
      sentAt: 0,
      checks: [
        [51, 3_000, true],
        [-120, 4_000, true],
      ],
    },
    {
      what: 'never sends twice within 2.5 s, however far the rider moved',
      sentAt: 10_000,
      checks: [
        [500, 11_000, false],
        [500, 12_499, false],
        [500, 12_500, true],
      ],
    },
    {
      what: 'measures long moves too (kilometres away sends once the gap has passed)',
      sentAt: 0,
      checks: [[5_000, 2_600, true]],
    },
  ] satisfies { what: string; sentAt: number; checks: [number, number, boolean][] }[])(
    '$what',
    ({ sentAt, checks }) => {
      // Each check: how far north the new fix is (m), the time it is offered, and whether it goes.
      const last = { fix: fix(0), sentAt };
      for (const [northMetres, now, sends] of checks) {
        expect(shouldReport(last, fix(northMetres), now)).toBe(sends);
      }
    },
  );
});
