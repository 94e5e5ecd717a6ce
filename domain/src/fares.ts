import { z } from 'zod';
import { plainText } from './plain-text.js';
import { type Coordinates, distanceKm } from './geo.js';

export { type Coordinates, distanceKm };

/**
 * Fares: a table admins edit (stored at `config/fares`), a default table used until they do,
 * distance from coordinates, and a quote with its breakdown. Pure: the web shows the same
 * numbers the functions store on the order. Amounts are whole rupees.
 */
export const CURRENCY = 'INR';

export const PARCEL_SIZE_BANDS = ['small', 'medium', 'large'] as const;
export type ParcelSizeBand = (typeof PARCEL_SIZE_BANDS)[number];

const money = z.number().finite().min(0).max(100_000);
const vehicleTypeKey = z
  .string()
  .regex(/^[a-z][a-z0-9_]{1,19}$/, 'Use 2 to 20 lowercase letters, digits or _ for a vehicle type.');

export const vehicleFareSchema = z.object({
  label: plainText({ label: 'The label', min: 1, max: 40 }),
  base: money,
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
  })
  .strict()
  .superRefine((table, ctx) => {
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

export const DEFAULT_FARE_TABLE: FareTable = {
  version: 1,
  currency: CURRENCY,
  vehicles: {
    bike: { label: 'Bike', base: 25, perKm: 8, minimum: 40, seats: 1 },
    auto: { label: 'Auto rickshaw', base: 35, perKm: 12, minimum: 60, seats: 3 },
    car: { label: 'Car', base: 60, perKm: 18, minimum: 120, seats: 4 },
  },
  parcelVehicleType: 'bike',
  parcelSurcharge: { small: 0, medium: 25, large: 60 },
  platformSharePercent: 20,
  taxRatePercent: 0,
};

export const DEFAULT_PLATFORM_SHARE_PERCENT = 20;
export const DEFAULT_TAX_RATE_PERCENT = 0;

export const coordinatesSchema = z.object({
  lat: z.number().finite().min(-90).max(90),
  lng: z.number().finite().min(-180).max(180),
}) satisfies z.ZodType<Coordinates>;

export interface FareBreakdown {
  base: number;
  /** perKm x distance; 0 when the distance is not known. */
  distance: number;
  /** What brings the ride up to the vehicle's minimum fare. */
  minimumTopUp: number;
  parcelSurcharge: number;
}

/** An order's fare as stored on it: the quote at booking time, which later table edits never change. */
export interface OrderFare {
  amount: number;
  currency: string;
  distanceKm: number | null;
  /** The per-km rate the distance was priced at (absent on orders made before it was kept). */
  perKm?: number;
  breakdown: FareBreakdown;
  tableVersion: number;
}

export interface FareQuote {
  amount: number;
  currency: typeof CURRENCY;
  vehicleType: string;
  distanceKm: number | null;
  /** The vehicle's rate per km that priced the distance, so a receipt can show km x rate. */
  perKm: number;
  breakdown: FareBreakdown;
  tableVersion: number;
}

/** What an order keeps of the quote it was booked at. */
export function orderFare(quote: FareQuote): OrderFare {
  const { amount, currency, distanceKm, perKm, breakdown, tableVersion } = quote;
  return { amount, currency, distanceKm, perKm, breakdown, tableVersion };
}

export interface QuoteInput {
  vehicleType: string;
  pickup?: Coordinates | null;
  dropOff?: Coordinates | null;
  parcelSizeBand?: ParcelSizeBand | null;
}

export class UnknownVehicleTypeError extends Error {}

/**
 * Base plus per-km for the distance when both points have coordinates, raised to the vehicle's
 * minimum; parcels add their size band's surcharge on top. Without coordinates the base and the
 * minimum apply.
 */
export function quoteFare(table: FareTable, input: QuoteInput): FareQuote {
  const vehicle = table.vehicles[input.vehicleType];
  if (!vehicle) throw new UnknownVehicleTypeError(`Unknown vehicle type "${input.vehicleType}".`);
  const km = input.pickup && input.dropOff ? distanceKm(input.pickup, input.dropOff) : null;
  const distance = km === null ? 0 : Math.round(vehicle.perKm * km);
  const beforeMinimum = vehicle.base + distance;
  const minimumTopUp = Math.max(0, vehicle.minimum - beforeMinimum);
  const parcelSurcharge = input.parcelSizeBand ? table.parcelSurcharge[input.parcelSizeBand] : 0;
  const breakdown = { base: vehicle.base, distance, minimumTopUp, parcelSurcharge };
  return {
    amount: Math.round(
      breakdown.base + breakdown.distance + breakdown.minimumTopUp + breakdown.parcelSurcharge,
    ),
    currency: table.currency,
    vehicleType: input.vehicleType,
    distanceKm: km,
    perKm: vehicle.perKm,
    breakdown,
    tableVersion: table.version,
  };
}

/**
 * The breakdown as labelled lines for a receipt; zero lines are left out. The distance line
 * names the km and the rate when the quote carries it (orders stored before it did may not).
 */
export function breakdownLines(
  quote: Pick<FareQuote, 'breakdown' | 'distanceKm'> & { perKm?: number; currency?: string },
): Array<[string, number]> {
  const { base, distance, minimumTopUp, parcelSurcharge } = quote.breakdown;
  const lines: Array<[string, number]> = [['Base fare', base]];
  if (quote.distanceKm !== null && (distance > 0 || quote.perKm !== undefined)) {
    const rate = quote.perKm === undefined ? '' : ` x ${formatMoney(quote.perKm, quote.currency)}/km`;
    lines.push([`Distance (${quote.distanceKm} km${rate})`, distance]);
  }
  if (minimumTopUp > 0) lines.push(['Minimum fare top-up', minimumTopUp]);
  if (parcelSurcharge > 0) lines.push(['Parcel size surcharge', parcelSurcharge]);
  return lines;
}

export function formatMoney(amount: number, currency: string = CURRENCY): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  );
}
