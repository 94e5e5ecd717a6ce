import { describe, expect, it } from 'vitest';
import { distanceBetween, geohashForLocation, geohashQueryBounds } from 'geofire-common';
import { geohashCovering, type GeohashRange } from './geohash-covering.js';

const KM_PER_DEGREE = 111.2;
const PUNE = { lat: 18.5204, lng: 73.8567 };
const AGRA = { lat: 27.1767, lng: 78.0081 };

/** A fixed stream, so a failure names the same points every run. */
function stream(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function pointNear(center: { lat: number; lng: number }, km: number, bearing: number) {
  return {
    lat: center.lat + (km * Math.cos(bearing)) / KM_PER_DEGREE,
    lng: center.lng + (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((center.lat * Math.PI) / 180)),
  };
}

const inRanges = (ranges: GeohashRange[], hash: string) =>
  ranges.some(([start, end]) => hash >= start && hash <= end);

describe('geohashCovering', () => {
  it.each([
    { city: 'Pune', center: PUNE, radiusKm: 0.5 },
    { city: 'Pune', center: PUNE, radiusKm: 3 },
    { city: 'Agra', center: AGRA, radiusKm: 6 },
    { city: 'Agra', center: AGRA, radiusKm: 10 },
  ])(
    'holds every point within the radius ($city, $radiusKm km), the rim included',
    ({ center, radiusKm }) => {
      const ranges = geohashCovering(center, radiusKm);
      const random = stream(7);
      for (let n = 0; n < 2000; n += 1) {
        const km = n < 360 ? radiusKm * 0.999 : radiusKm * Math.sqrt(random());
        const bearing = n < 360 ? (n * Math.PI) / 180 : 2 * Math.PI * random();
        const point = pointNear(center, km, bearing);
        expect(distanceBetween([point.lat, point.lng], [center.lat, center.lng])).toBeLessThanOrEqual(
          radiusKm,
        );
        expect(inRanges(ranges, geohashForLocation([point.lat, point.lng]))).toBe(true);
      }
    },
  );

  it('answers sorted ranges that neither overlap nor touch, a handful per circle', () => {
    for (const radiusKm of [0.75, 3, 6, 10]) {
      const ranges = geohashCovering(PUNE, radiusKm);
      expect(ranges.length).toBeGreaterThan(0);
      expect(ranges.length).toBeLessThanOrEqual(20);
      for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]![0] > ranges[i - 1]![1]).toBe(true);
      for (const [start, end] of ranges) expect(start < end).toBe(true);
    }
  });

  it('leaves out what lies well outside the circle, where the bounding-box ranges take it in', () => {
    const radiusKm = 3;
    const ranges = geohashCovering(PUNE, radiusKm);
    const boxRanges = geohashQueryBounds([PUNE.lat, PUNE.lng], radiusKm * 1000);
    const random = stream(11);
    let inCovering = 0;
    let inBox = 0;
    // Points spread over a 12 km disc, as riders over a city: count those each query set reads.
    for (let n = 0; n < 5000; n += 1) {
      const point = pointNear(PUNE, 12 * Math.sqrt(random()), 2 * Math.PI * random());
      const hash = geohashForLocation([point.lat, point.lng]);
      if (inRanges(ranges, hash)) inCovering += 1;
      if (inRanges(boxRanges as GeohashRange[], hash)) inBox += 1;
    }
    const inside = (5000 * radiusKm ** 2) / 12 ** 2;
    expect(inCovering).toBeLessThan(inside * 2.5);
    expect(inCovering).toBeLessThan(inBox / 2);
  });
});
