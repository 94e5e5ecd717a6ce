import { describe, expect, it } from 'vitest';
import { bandAt } from './fare-bands.js';
import { DEFAULT_FARE_TABLE } from './default-fare-table.js';
import type { FareTable } from './fares.js';
import { instantInBand, quoteDistance } from './fare-preview.js';

const TABLE: FareTable = {
  ...DEFAULT_FARE_TABLE,
  vehicles: { auto: { label: 'Auto', base: 40, baseKm: 3, perKm: 12, minimum: 60, seats: 3 } },
  parcelVehicleType: 'auto',
  timeBands: [
    { from: '22:00', to: '06:00', multiplier: 1.5 },
    { from: '13:30', to: '16:00', multiplier: 0.5 },
  ],
};
// 26 November 2026, 10:00 UTC: 15:30 in India.
const AFTERNOON = Date.UTC(2026, 10, 26, 10, 0, 17);

describe('quoteDistance', () => {
  it.each([2, 5, 12, 0.1, 37.4])('measures a %s km trip exactly', (km) => {
    expect(quoteDistance(TABLE, 'auto', km, AFTERNOON).distanceKm).toBe(km);
  });

  it('prices as quoteFare does: base over the first 3 km, per km after, the band and the minimum', () => {
    const outside = Date.UTC(2026, 10, 26, 5, 0); // 10:30 in India, outside both bands
    expect(quoteDistance(TABLE, 'auto', 2, outside)).toMatchObject({
      amount: 60,
      breakdown: { distance: 0 },
    });
    expect(quoteDistance(TABLE, 'auto', 12, outside)).toMatchObject({ amount: 148 });
    // 40 + 24 = 64, halved to 32, topped up to the minimum 60.
    expect(quoteDistance(TABLE, 'auto', 5, AFTERNOON)).toMatchObject({
      amount: 60,
      breakdown: { multiplier: 0.5, bandAdjustment: -32, minimumTopUp: 28 },
    });
  });
});

describe('instantInBand', () => {
  it('lands on each band’s first minute, India time, past midnight too', () => {
    for (const band of TABLE.timeBands ?? []) {
      const at = instantInBand(band, AFTERNOON);
      expect(bandAt(TABLE.timeBands, at)).toEqual(band);
      expect(bandAt(TABLE.timeBands, at - 60_000)).not.toEqual(band);
    }
  });
});
