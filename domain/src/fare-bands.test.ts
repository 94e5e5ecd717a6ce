import { describe, expect, it } from 'vitest';
import { bandAt, indiaMinuteOfDay, timeBandsSchema } from './fare-bands.js';
import { distanceKm, type FareTable, fareTableInputSchema, quoteFare } from './fares.js';
import { DEFAULT_FARE_TABLE } from './default-fare-table.js';
import { DEFAULT_CANCELLATION_TERMS } from './cancellation-terms.js';

/** 2026-11-28 at hh:mm India time, as epoch ms. */
const india = (clock: string) => Date.parse(`2026-11-28T${clock}:00+05:30`);

const night = { from: '22:00', to: '06:00', multiplier: 1.5 };
const afternoon = { from: '12:00', to: '16:00', multiplier: 0.5 };

const table: FareTable = {
  version: 2,
  currency: 'INR',
  vehicles: { auto: { label: 'Auto', base: 26, baseKm: 3, perKm: 17, minimum: 26, seats: 3 } },
  parcelVehicleType: 'auto',
  parcelSurcharge: { small: 0, medium: 0, large: 0 },
  timeBands: [night, afternoon],
};
const { version: _version, ...defaultInput } = DEFAULT_FARE_TABLE;
const problems = (change: object) => {
  const parsed = fareTableInputSchema.safeParse({ ...defaultInput, ...change });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('time bands', () => {
  it('reads the India minute of the day, before and after midnight UTC', () => {
    expect(indiaMinuteOfDay(india('00:00'))).toBe(0);
    expect(indiaMinuteOfDay(india('05:29'))).toBe(5 * 60 + 29);
    expect(indiaMinuteOfDay(Date.parse('2026-11-28T20:00:00Z'))).toBe(60 + 30);
  });

  it('finds the band of an instant, across midnight, and none between bands', () => {
    expect(bandAt([night, afternoon], india('23:10'))).toEqual(night);
    expect(bandAt([night, afternoon], india('05:59'))).toEqual(night);
    expect(bandAt([night, afternoon], india('06:00'))).toBeNull();
    expect(bandAt([night, afternoon], india('12:00'))).toEqual(afternoon);
    expect(bandAt(undefined, india('23:10'))).toBeNull();
  });

  it('refuses overlapping bands, naming the later one, and accepts bands that only touch', () => {
    const overlapping = timeBandsSchema.safeParse([night, { from: '05:00', to: '08:00', multiplier: 1.2 }]);
    expect(overlapping.success).toBe(false);
    expect(overlapping.error?.issues[0]?.path).toEqual([1, 'from']);
    const inside = timeBandsSchema.safeParse([night, { from: '23:00', to: '23:30', multiplier: 1.2 }]);
    expect(inside.success).toBe(false);
    expect(timeBandsSchema.safeParse([night, { from: '06:00', to: '22:00', multiplier: 1 }]).success).toBe(
      true,
    );
  });

  it('refuses multipliers outside 0.5 to 2.0, odd clock times and an empty band', () => {
    expect(problems({ timeBands: [{ ...night, multiplier: 2.01 }] })).toEqual(['timeBands.0.multiplier']);
    expect(problems({ timeBands: [{ ...night, multiplier: 0.49 }] })).toEqual(['timeBands.0.multiplier']);
    expect(problems({ timeBands: [{ ...night, from: '24:00' }] })).toEqual(['timeBands.0.from']);
    expect(problems({ timeBands: [{ ...night, to: night.from }] })).toEqual(['timeBands.0.to']);
    expect(
      problems({
        timeBands: [
          { ...night, multiplier: 2 },
          { ...afternoon, multiplier: 0.5 },
        ],
      }),
    ).toEqual([]);
  });
});

describe('the notified tariff', () => {
  it('refuses a ride vehicle whose base covers under 3 km, and allows it for a parcel-only vehicle', () => {
    const bike = { label: 'Bike', base: 25, perKm: 8, minimum: 40, seats: 1, baseKm: 2 };
    expect(problems({ vehicles: { bike } })).toEqual(['vehicles.bike.baseKm']);
    expect(problems({ vehicles: { bike: { ...bike, seats: 0 } } })).toEqual([]);
    expect(problems({ vehicles: { bike: { ...bike, baseKm: 3 } } })).toEqual([]);
  });

  it('refuses cancellation terms past the guidelines and accepts those at the bound', () => {
    const terms = (change: object) =>
      problems({ cancellation: { ...DEFAULT_CANCELLATION_TERMS, ...change } });
    expect(terms({ percent: 10.5 })).toEqual(['cancellation.percent']);
    expect(terms({ capRupees: 101 })).toEqual(['cancellation.capRupees']);
    expect(terms({ graceMinutes: 31 })).toEqual(['cancellation.graceMinutes']);
    expect(terms({ percent: 10, capRupees: 100, graceMinutes: 30 })).toEqual([]);
  });

  it('charges per km only past the base kilometres', () => {
    const pickup = { lat: 18.5289, lng: 73.8744 };
    const dropOff = { lat: 18.58, lng: 73.9 };
    const km = distanceKm(pickup, dropOff);
    const quote = quoteFare(table, { vehicleType: 'auto', pickup, dropOff, at: india('09:00') });
    expect(quote.baseKm).toBe(3);
    expect(quote.breakdown.distance).toBe(Math.round(17 * (km - 3)));
    expect(quote.amount).toBe(26 + Math.round(17 * (km - 3)));
    const short = quoteFare(table, { vehicleType: 'auto', pickup, dropOff: { lat: 18.53, lng: 73.875 } });
    expect(short.breakdown.distance).toBe(0);
  });

  it('multiplies base plus distance by the band the trip starts in, and says which', () => {
    const pickup = { lat: 18.5289, lng: 73.8744 };
    const dropOff = { lat: 18.6, lng: 73.9 };
    const day = quoteFare(table, { vehicleType: 'auto', pickup, dropOff, at: india('09:00') });
    const late = quoteFare(table, { vehicleType: 'auto', pickup, dropOff, at: india('23:00') });
    expect(day.breakdown).toMatchObject({ band: null, multiplier: 1, bandAdjustment: 0 });
    expect(late.breakdown).toMatchObject({ band: { from: '22:00', to: '06:00' }, multiplier: 1.5 });
    expect(late.amount).toBe(Math.round(day.amount * 1.5));
    expect(late.breakdown.bandAdjustment).toBe(late.amount - day.amount);
  });

  it('never lets a cheaper band take a trip under the minimum', () => {
    const quote = quoteFare(table, { vehicleType: 'auto', at: india('13:00') });
    expect(quote.breakdown).toMatchObject({ multiplier: 0.5, bandAdjustment: -13, minimumTopUp: 13 });
    expect(quote.amount).toBe(26);
  });
});
