import { describe, expect, it } from 'vitest';
import { ageText, etaLine, freshnessLine, isStale } from './trip-progress-text';

describe('the words for a rider on the way', () => {
  it('says distance and minutes before pickup and minutes to the drop-off after', () => {
    expect(etaLine({ toward: 'pickup', minutes: 4, distanceKm: 1.2 })).toBe(
      'Rider is 1.2 km away · about 4 min',
    );
    expect(etaLine({ toward: 'dropOff', minutes: 12, distanceKm: 5 })).toBe('About 12 min to drop-off');
    expect(etaLine({ toward: 'pickup', minutes: 0, distanceKm: 0 })).toBe('Rider is arriving at the pickup');
  });

  it('says how long ago the position was updated in seconds, minutes or hours', () => {
    expect(ageText(20_400)).toBe('20 s');
    expect(ageText(-500)).toBe('0 s');
    expect(ageText(3 * 60_000 + 5_000)).toBe('3 min');
    expect(ageText(2 * 3_600_000)).toBe('2 h');
  });

  it('calls a position older than 2 minutes out of date instead of live', () => {
    const now = 1_000_000;
    expect(isStale(now - 120_000, now)).toBe(false);
    expect(isStale(now - 120_001, now)).toBe(true);
    expect(freshnessLine(now - 20_000, now)).toBe('Updated 20 s ago');
    expect(freshnessLine(now - 300_000, now)).toBe(
      "Position out of date: the rider's last report was 5 min ago",
    );
  });
});
