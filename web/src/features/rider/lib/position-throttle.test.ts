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

  it('holds a fix that moved less than 50 m until 10 s have passed', () => {
    const last = { fix: fix(0), sentAt: 0 };
    expect(shouldReport(last, fix(20), 3_000)).toBe(false);
    expect(shouldReport(last, fix(49), 9_999)).toBe(false);
    expect(shouldReport(last, fix(0), 10_000)).toBe(true);
  });

  it('sends sooner once the rider has moved 50 m or more', () => {
    const last = { fix: fix(0), sentAt: 0 };
    expect(shouldReport(last, fix(51), 3_000)).toBe(true);
    expect(shouldReport(last, fix(-120), 4_000)).toBe(true);
  });

  it('never sends twice within 2.5 s, however far the rider moved', () => {
    const last = { fix: fix(0), sentAt: 10_000 };
    expect(shouldReport(last, fix(500), 11_000)).toBe(false);
    expect(shouldReport(last, fix(500), 12_499)).toBe(false);
    expect(shouldReport(last, fix(500), 12_500)).toBe(true);
  });

  it('measures long moves too (kilometres away sends once the gap has passed)', () => {
    const last = { fix: fix(0), sentAt: 0 };
    expect(shouldReport(last, fix(5_000), 2_600)).toBe(true);
  });
});
