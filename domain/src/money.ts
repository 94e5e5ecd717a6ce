import { z } from 'zod';
import type { BandHours } from './fare-bands.js';
import { daysBetween } from './india-time.js';
import { plainText } from './plain-text.js';

/**
 * Money after the trip: cash collected by riders, deposits, receipts and the day's
 * totals (docs/money.md). Every amount here is an integer number of paise: floating-point rupees
 * would drift by a paisa in sums, and a ledger has to add up exactly.
 */
export const PAISE_PER_RUPEE = 100;

/** The largest single amount accepted: ₹1,00,000, far above any fare the table allows. */
export const MAX_AMOUNT_PAISE = 100_000 * PAISE_PER_RUPEE;

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** How an order is paid. Cash is the only method today; online methods plug in behind a port. */
export const PAYMENT_METHODS = ['cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const paise = (name: string, min: number) =>
  z
    .number({ required_error: `Enter ${name}.`, invalid_type_error: `${capitalise(name)} must be a number.` })
    .int(`${capitalise(name)} must be a whole number of paise.`)
    .min(
      min,
      min === 0 ? `${capitalise(name)} cannot be negative.` : `${capitalise(name)} must be more than 0.`,
    )
    .max(MAX_AMOUNT_PAISE, `${capitalise(name)} can be at most ₹1,00,000.`);

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const note = plainText({ label: 'The note', min: 1, max: 200 });

/** `POST /api/orders/:id/cash`: what the rider collected; a different amount than due needs a note. */
export const cashCollectionSchema = z
  .object({
    amountPaise: paise('the amount', 0),
    note: note.optional(),
  })
  .strict();
export type CashCollection = z.infer<typeof cashCollectionSchema>;

/** `POST /api/admin/riders/:riderId/deposits`: cash a rider handed in. */
export const cashDepositSchema = z
  .object({
    amountPaise: paise('the amount', 1),
    note: plainText({ label: 'The note', min: 0, max: 200 }).optional(),
  })
  .strict();
export type CashDeposit = z.infer<typeof cashDepositSchema>;

/**
 * What a delivered order settled at, stored on it at delivery (`orders/{id}.settlement`) so later
 * fare-table changes never rewrite history. Tax is added on top of the quoted fare at the table's
 * rate; the platform's share is a percentage of the fare (before tax); the rider earns the rest.
 */
export interface Settlement {
  farePaise: number;
  taxRatePercent: number;
  taxPaise: number;
  totalPaise: number;
  platformSharePercent: number;
  platformSharePaise: number;
  riderEarningsPaise: number;
  /** Cancellation fees of the customer's earlier orders, collected with this fare (in `totalPaise`). */
  earlierFees?: EarlierFee[];
}

/** A cancellation fee collected on a later trip's receipt, as its own line. */
export interface EarlierFee {
  orderId: string;
  amountPaise: number;
}

export function settle(
  fareRupees: number,
  rates: { taxRatePercent: number; platformSharePercent: number },
): Settlement {
  const farePaise = rupeesToPaise(fareRupees);
  const taxPaise = Math.round((farePaise * rates.taxRatePercent) / 100);
  const platformSharePaise = Math.round((farePaise * rates.platformSharePercent) / 100);
  return {
    farePaise,
    taxRatePercent: rates.taxRatePercent,
    taxPaise,
    totalPaise: farePaise + taxPaise,
    platformSharePercent: rates.platformSharePercent,
    platformSharePaise,
    riderEarningsPaise: farePaise - platformSharePaise,
  };
}

/** `GET /api/admin/cash` query: a date range (India days, at most 92 of them), and filters. */
export const cashQuerySchema = z
  .object({
    from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the first day as YYYY-MM-DD.'),
    to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the last day as YYYY-MM-DD.'),
    riderId: z.string().min(1).max(128).optional(),
    shopId: z.string().min(1).max(128).optional(),
    format: z.enum(['json', 'csv']).optional(),
  })
  .strict()
  .refine((query) => query.from <= query.to, {
    message: 'The first day must not be after the last.',
    path: ['to'],
  })
  .refine((query) => daysBetween(query.from, query.to) <= 92, {
    message: 'Choose at most 92 days.',
    path: ['to'],
  });

/**
 * One row of the cash screen: a rider's day. `outstandingPaise` is what they held at its end,
 * worked out when read (cash-days.ts): what they hold now less what later days moved.
 */
export interface CashDayRow {
  riderId: string;
  riderName: string;
  date: string;
  collectedPaise: number;
  depositedPaise: number;
  outstandingPaise: number;
}

/** A delivered order's receipt as `GET /api/orders/:id/receipt` answers it; amounts in paise. */
export interface Receipt {
  receiptNumber: string;
  orderId: string;
  /** Epoch ms: the delivery time. */
  issuedAt: number;
  kind: 'ride' | 'parcel';
  vehicleType: string;
  /** The fare table's name for the vehicle, for a type the app has no words of its own for. */
  vehicleLabel: string;
  pickup: { label: string };
  dropOff: { label: string };
  distanceKm: number | null;
  fare: {
    basePaise: number;
    distancePaise: number;
    /** Rupees per km, as the fare table keeps it; null on orders priced before it was kept. */
    perKm: number | null;
    /** The kilometres the base covered; null on orders priced before it was kept. */
    baseKm: number | null;
    /** The time band the trip was priced in; null outside every band and on older orders. */
    band: BandHours | null;
    /** The band's multiplier (1 outside every band and on older orders). */
    multiplier: number;
    /** What the multiplier added (negative for a band under 1). */
    bandAdjustmentPaise: number;
    minimumTopUpPaise: number;
    parcelSurchargePaise: number;
    farePaise: number;
  };
  taxRatePercent: number;
  taxPaise: number;
  /** Cancellation fees of earlier orders collected with this one, each its own line. */
  earlierFees: EarlierFee[];
  /** The fare, the tax and the earlier fees. */
  totalPaise: number;
  currency: 'INR';
  paymentMethod: PaymentMethod;
  riderFirstName: string | null;
}
