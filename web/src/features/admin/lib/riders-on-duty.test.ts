import { describe, expect, it } from 'vitest';
import { ridersForPickup, riderOnDuty } from './riders-on-duty';

const now = 1_800_000_000_000;
const pickup = { lat: 18.5289, lng: 73.8744 };
const rider = (id: string, onDuty: boolean, changedMinutesAgo = 1) => ({
  id,
  onDuty,
  dutyChangedAt: new Date(now - changedMinutesAgo * 60_000),
});
const at = (lat: number, lng: number, secondsAgo = 10) => ({
  lat,
  lng,
  accuracy: 10,
  at: now - secondsAgo * 1000,
});

describe('riders on duty for a pickup', () => {
  it('puts on-duty riders nearest first, then those without a fix, then everyone off duty', () => {
    const riders = [rider('off', false), rider('far', true), rider('nofix', true), rider('near', true)];
    const positions = new Map([
      ['far', at(18.6, 73.95)],
      ['near', at(18.53, 73.875)],
      ['off', at(18.5289, 73.8744)],
    ]);
    const ranked = ridersForPickup(riders, positions, pickup, now);
    expect(ranked.map((entry) => entry.rider.id)).toEqual(['near', 'far', 'nofix', 'off']);
    expect(ranked[0]?.distanceKm).toBe(0.1);
    expect(ranked[3]).toMatchObject({ onDuty: false, distanceKm: null });
  });

  it('counts a rider silent for more than 10 minutes as off duty', () => {
    const silent = rider('silent', true, 30);
    expect(riderOnDuty(silent, at(18.53, 73.875, 11 * 60), now)).toBe(false);
    expect(riderOnDuty(silent, at(18.53, 73.875, 9 * 60), now)).toBe(true);
  });

  it('gives no distance when the pickup has no point', () => {
    const ranked = ridersForPickup([rider('a', true)], new Map([['a', at(18.53, 73.875)]]), null, now);
    expect(ranked[0]).toMatchObject({ onDuty: true, distanceKm: null });
  });
});
