import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  type FareTable,
  fareTableInputSchema,
  quoteFare,
  UnknownVehicleTypeError,
} from './fares.js';
import { DEFAULT_FARE_TABLE } from './default-fare-table.js';
import { parseStoredFareTable } from './stored-fare-table.js';

const table: FareTable = {
  version: 7,
  currency: 'INR',
  vehicles: {
    bike: { label: 'Bike', base: 20, perKm: 10, minimum: 50, seats: 1 },
    car: { label: 'Car', base: 60, perKm: 20, minimum: 100, seats: 4 },
  },
  parcelVehicleType: 'bike',
  parcelSurcharge: { small: 0, medium: 25, large: 60 },
};

// Pune railway station to Shaniwar Wada: about 2.6 km as the crow flies.
const station = { lat: 18.5289, lng: 73.8744 };
const shaniwarWada = { lat: 18.5195, lng: 73.8553 };

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(station, station)).toBe(0);
    expect(distanceKm(station, shaniwarWada)).toBe(distanceKm(shaniwarWada, station));
  });

  it('measures the great-circle distance in km to one decimal', () => {
    expect(distanceKm(station, shaniwarWada)).toBeCloseTo(2.2, 0);
    // Mumbai to Pune is about 120 km in a straight line.
    expect(distanceKm({ lat: 19.076, lng: 72.8777 }, { lat: 18.5204, lng: 73.8567 })).toBeGreaterThan(115);
    expect(distanceKm({ lat: 19.076, lng: 72.8777 }, { lat: 18.5204, lng: 73.8567 })).toBeLessThan(125);
  });
});

describe('quoteFare', () => {
  it('charges base plus per-km for the distance when both points have coordinates', () => {
    const far = { lat: 18.6, lng: 73.9 };
    const km = distanceKm(station, far);
    const quote = quoteFare(table, { vehicleType: 'car', pickup: station, dropOff: far });
    expect(quote.distanceKm).toBe(km);
    expect(quote.breakdown).toEqual({
      base: 60,
      distance: Math.round(20 * km),
      band: null,
      multiplier: 1,
      bandAdjustment: 0,
      minimumTopUp: 0,
      parcelSurcharge: 0,
    });
    expect(quote.amount).toBe(60 + Math.round(20 * km));
    expect(quote).toMatchObject({ currency: 'INR', vehicleType: 'car', tableVersion: 7 });
  });

  it('raises a short trip to the vehicle minimum and says so in the breakdown', () => {
    const quote = quoteFare(table, { vehicleType: 'bike', pickup: station, dropOff: shaniwarWada });
    expect(quote.amount).toBe(50);
    expect(quote.breakdown.minimumTopUp).toBe(50 - 20 - quote.breakdown.distance);
  });

  it('applies the base and minimum only when a point has no coordinates', () => {
    const quote = quoteFare(table, { vehicleType: 'car', pickup: station, dropOff: null });
    expect(quote.distanceKm).toBeNull();
    expect(quote.breakdown).toMatchObject({ base: 60, distance: 0, minimumTopUp: 40, parcelSurcharge: 0 });
    expect(quote.amount).toBe(100);
  });

  it('adds the parcel surcharge of the size band on top of the minimum', () => {
    expect(quoteFare(table, { vehicleType: 'bike', parcelSizeBand: 'large' }).amount).toBe(110);
    expect(quoteFare(table, { vehicleType: 'bike', parcelSizeBand: 'small' }).amount).toBe(50);
  });

  it('prices two trips of different length differently and keeps the rate', () => {
    const short = quoteFare(table, {
      vehicleType: 'car',
      pickup: station,
      dropOff: { lat: 18.56, lng: 73.9 },
    });
    const long = quoteFare(table, {
      vehicleType: 'car',
      pickup: station,
      dropOff: { lat: 18.65, lng: 73.95 },
    });
    expect(long.distanceKm).toBeGreaterThan(short.distanceKm ?? Infinity);
    expect(long.amount).toBeGreaterThan(short.amount);
    expect(short.perKm).toBe(20);
  });

  it('refuses a vehicle type the table does not list', () => {
    expect(() => quoteFare(table, { vehicleType: 'helicopter' })).toThrow(UnknownVehicleTypeError);
  });
});

describe('fare table', () => {
  it('accepts the default table as valid input', () => {
    expect(fareTableInputSchema.safeParse({ ...DEFAULT_FARE_TABLE, version: undefined }).success).toBe(false);
    const { version: _version, ...input } = DEFAULT_FARE_TABLE;
    expect(fareTableInputSchema.safeParse(input).success).toBe(true);
  });

  it('refuses negative rates, an unknown parcel vehicle, a missing size band and odd vehicle keys', () => {
    const { version: _version, ...input } = DEFAULT_FARE_TABLE;
    const bad = (change: object) => fareTableInputSchema.safeParse({ ...input, ...change }).success;
    expect(bad({ vehicles: { bike: { label: 'Bike', base: -1, perKm: 1, minimum: 1, seats: 1 } } })).toBe(
      false,
    );
    expect(bad({ parcelVehicleType: 'truck' })).toBe(false);
    expect(bad({ parcelSurcharge: { small: 0, medium: 1 } })).toBe(false);
    expect(bad({ vehicles: { 'Bad Key': { label: 'x', base: 1, perKm: 1, minimum: 1, seats: 1 } } })).toBe(
      false,
    );
    expect(bad({ currency: 'USD' })).toBe(false);
  });

  it('reads a stored table with its version and falls back to the default when malformed', () => {
    const { version: _version, ...input } = table;
    expect(parseStoredFareTable({ ...input, version: 3 })).toEqual({ ...table, version: 3 });
    expect(parseStoredFareTable({ vehicles: 'nonsense', version: 3 })).toBe(DEFAULT_FARE_TABLE);
    expect(parseStoredFareTable(undefined)).toBe(DEFAULT_FARE_TABLE);
  });
});
