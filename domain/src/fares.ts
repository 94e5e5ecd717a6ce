import { z } from 'zod';
import { plainText } from './plain-text.js';
import { type Coordinates, distanceKm } from './geo.js';
import { type BandHours, bandAt, timeBandsSchema } from './fare-bands.js';
import { cancellationTermsSchema } from './cancellation-terms.js';

export { type Coordinates, distanceKm };

/**
 * Fares: a table admins edit (stored at `config/fares`), a default table used until they do,
 * distance from coordinates, and a quote with its breakdown. Pure: the web shows the same
 * numbers the functions store on the order. Amounts are whole rupees.
 */
export const CURRENCY = 'INR';

/** The aggregator guidelines' least distance a ride's base fare covers. */
export const MIN_RIDE_BASE_KM = 3;

export const PARCEL_SIZE_BANDS = ['small', 'medium', 'large'] as const;
export type ParcelSizeBand = (typeof PARCEL_SIZE_BANDS)[number];

const money = z.number().finite().min(0).max(100_000);
const vehicleTypeKey = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,19}$/, 'Use 2 to 20 lowercase letters, digits or _ for a vehicle type.');

export const vehicleFareSchema = z.object({
  label: plainText({ label: 'The label', min: 1, max: 40 }),
  base: money,
  /**
   * The kilometres the base fare covers (a state notifies both); tables saved before it existed
   * charge every kilometre. The guidelines want at least 3 for a vehicle that carries passengers.
   */
  baseKm: z.number().finite().min(0).max(50).optional(),
  perKm: money,
  minimum: money,
  seats: z.number().int().min(0).max(20),
  /** Typical city speed for trip estimates (km/h); tables saved before it existed use a default. */
  cityKmh: z.number().finite().min(3).max(120).optional(),
});

/** What an admin sends to change the table; the version is the server's to bump. */
export const fareTableInputSchema = z
  .object({
    currency: z.literal(CURRENCY).default(CURRENCY),
    vehicles: z
      .record(vehicleTypeKey, vehicleFareSchema)
      .refine((vehicles) => Object.keys(vehicles).length >= 1, 'List at least one vehicle type.')
      .refine((vehicles) => Object.keys(vehicles).length <= 10, 'List at most 10 vehicle types.'),
    parcelVehicleType: vehicleTypeKey,
    parcelSurcharge: z.object({ small: money, medium: money, large: money }),
    /** How much longer streets are than the straight line, for trip estimates (default 1.35). */
    roadFactor: z.number().finite().min(1).max(3).optional(),
    /** The platform's share of each delivered fare, in percent (default 20). */
    platformSharePercent: z.number().finite().min(0).max(100).optional(),
    /** Tax added to each delivered fare, in percent (default 0); receipts show it even at 0. */
    taxRatePercent: z.number().finite().min(0).max(28).optional(),
    /** Time-of-day multipliers on the notified fare (none: the notified fare at every hour). */
    timeBands: timeBandsSchema.optional(),
    /** What a cancellation without a valid reason costs (none: the guidelines' most, see there). */
    cancellation: cancellationTermsSchema.optional(),
  })
  .strict()
  .superRefine((table, ctx) => {
    for (const [type, vehicle] of Object.entries(table.vehicles)) {
      if (vehicle.seats > 0 && vehicle.baseKm !== undefined && vehicle.baseKm < MIN_RIDE_BASE_KM) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['vehicles', type, 'baseKm'],
          message: `The base fare of a ride must cover at least the first ${MIN_RIDE_BASE_KM} km.`,
        });
      }
    }
    if (!table.vehicles[table.parcelVehicleType]) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['parcelVehicleType'],
        message: 'Parcels must go by one of the listed vehicle types.',
      });
    }
  });
export type FareTableInput = z.infer<typeof fareTableInputSchema>;

export interface FareTable extends FareTableInput {
  version: number;
}

export const coordinatesSchema = z.object({
  lat: z.number().finite().min(-90).max(90),
  lng: z.number().finite().min(-180).max(180),
}) satisfies z.ZodType<Coordinates>;

export interface FareBreakdown {
  base: number;
  /** perKm x the distance past the base kilometres; 0 when the distance is not known. */
  distance: number;
  /** The time band the trip was priced in, or null outside every band. */
  band: BandHours | null;
  /** The band's multiplier on base plus distance (1 outside every band). */
  multiplier: number;
  /** What the multiplier added to base plus distance (negative for a band under 1). */
  bandAdjustment: number;
  /** What brings the ride up to the vehicle's minimum fare. */
  minimumTopUp: number;
  parcelSurcharge: number;
}

/** A breakdown as stored: orders priced before time bands lack the band's fields. */
export type StoredFareBreakdown = Omit<FareBreakdown, 'band' | 'multiplier' | 'bandAdjustment'> &
  Partial<Pick<FareBreakdown, 'band' | 'multiplier' | 'bandAdjustment'>>;

/** An order's fare as stored on it: the quote at booking time, which later table edits never change. */
export interface OrderFare {
  amount: number;
  currency: string;
  distanceKm: number | null;
  /** The per-km rate the distance was priced at (absent on orders made before it was kept). */
  perKm?: number;
  /** The kilometres the base covered (absent on orders made before it was kept). */
  baseKm?: number;
  breakdown: StoredFareBreakdown;
  tableVersion: number;
}

export interface FareQuote {
  amount: number;
  currency: typeof CURRENCY;
  vehicleType: string;
  distanceKm: number | null;
  /** The vehicle's rate per km that priced the distance, so a receipt can show km x rate. */
  perKm: number;
  /** The kilometres the base fare covered (0 for a table that sets none). */
  baseKm: number;
  breakdown: FareBreakdown;
  tableVersion: number;
}

/** What an order keeps of the quote it was booked at. */
export function orderFare(quote: FareQuote): OrderFare {
  const { amount, currency, distanceKm, perKm, baseKm, breakdown, tableVersion } = quote;
  return { amount, currency, distanceKm, perKm, baseKm, breakdown, tableVersion };
}

export interface QuoteInput {
  vehicleType: string;
  pickup?: Coordinates | null;
  dropOff?: Coordinates | null;
  parcelSizeBand?: ParcelSizeBand | null;
  /** When the trip starts (epoch ms), which picks the time band; now when left out. */
  at?: number;
}

export class UnknownVehicleTypeError extends Error {}

/**
 * The notified fare (the base, which covers the vehicle's base kilometres, plus per-km for the
 * rest of the distance when both points have coordinates), times the multiplier of the time band
 * the trip starts in, raised to the vehicle's minimum; parcels add their size band's surcharge on
 * top. Without coordinates the base and the minimum apply.
 */
export function quoteFare(table: FareTable, input: QuoteInput): FareQuote {
  const vehicle = table.vehicles[input.vehicleType];
  if (!vehicle) throw new UnknownVehicleTypeError(`Unknown vehicle type "${input.vehicleType}".`);
  const km = input.pickup && input.dropOff ? distanceKm(input.pickup, input.dropOff) : null;
  const baseKm = vehicle.baseKm ?? 0;
  const distance = km === null ? 0 : Math.round(vehicle.perKm * Math.max(0, km - baseKm));
  const timeBand = bandAt(table.timeBands, input.at ?? Date.now());
  const multiplier = timeBand?.multiplier ?? 1;
  const notified = vehicle.base + distance;
  const bandAdjustment = Math.round(notified * multiplier) - notified;
  const minimumTopUp = Math.max(0, vehicle.minimum - notified - bandAdjustment);
  const parcelSurcharge = input.parcelSizeBand ? table.parcelSurcharge[input.parcelSizeBand] : 0;
  const band = timeBand ? { from: timeBand.from, to: timeBand.to } : null;
  const breakdown = {
    base: vehicle.base,
    distance,
    band,
    multiplier,
    bandAdjustment,
    minimumTopUp,
    parcelSurcharge,
  };
  return {
    amount: Math.round(notified + bandAdjustment + minimumTopUp + parcelSurcharge),
    currency: table.currency,
    vehicleType: input.vehicleType,
    distanceKm: km,
    perKm: vehicle.perKm,
    baseKm,
    breakdown,
    tableVersion: table.version,
  };
}
