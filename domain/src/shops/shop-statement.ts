import { z } from 'zod';
import { documentIdSchema } from '../document-id.js';
import { daysBetween, isCalendarDay } from '../india-time.js';
import { plainText } from '../plain-text.js';

const day = (message: string) => z.string().refine(isCalendarDay, message);

/** `GET /api/shop/statement`: India days, at most 92; an admin names the shop. */
export const shopStatementQuerySchema = z
  .object({
    from: day('Give the first day as YYYY-MM-DD.'),
    to: day('Give the last day as YYYY-MM-DD.'),
    shopId: documentIdSchema.optional(),
    format: z.enum(['json', 'csv']).optional(),
  })
  .strict()
  .refine((query) => query.from <= query.to, {
    message: 'The first day must not be after the last.',
    path: ['to'],
  })
  .refine((query) => daysBetween(query.from, query.to) < 92, {
    message: 'Choose at most 92 days.',
    path: ['to'],
  });

/**
 * One India day of a shop's money. `balancePaise` is what was due to the shop at the day's end:
 * all goods cash collected so far, less the fees billed, less the payouts.
 */
export interface ShopStatementRow {
  date: string;
  deliveries: number;
  codCollectedPaise: number;
  feesBilledPaise: number;
  payoutsPaise: number;
  balancePaise: number;
}

/** `shopDays/{shopId}_{YYYY-MM-DD}`: the day's sums, each written as an increment. */
export interface ShopDayDocument {
  shopId: string;
  date: string;
  deliveries: number;
  codCollectedPaise: number;
  feesBilledPaise: number;
  payoutsPaise: number;
}

/** `shopBalances/{shopId}`: the sums of all the shop's entries, and what is due to it. */
export interface ShopBalance {
  shopId: string;
  codCollectedPaise: number;
  feesBilledPaise: number;
  payoutsPaise: number;
  balancePaise: number;
}

/** A shop on the admin's balances list. */
export type ShopBalanceRow = ShopBalance & { name: string; active: boolean };

/** `POST /api/admin/shops/:shopId/payouts`. */
export const shopPayoutSchema = z
  .object({
    amountPaise: z
      .number({
        required_error: 'Enter the amount.',
        invalid_type_error: 'The amount must be a number of paise.',
      })
      .int('The amount must be a whole number of paise.')
      .min(1, 'The amount must be more than 0.')
      .max(100_000_000, 'The amount can be at most ₹10,00,000.'),
    note: plainText({ label: 'The note', min: 0, max: 200 }).optional(),
    /** Optional: a payout sent again with the same id is recorded once. */
    requestId: z.string().uuid('The request id must be a UUID made by the app.').optional(),
  })
  .strict();
export type ShopPayoutInput = z.input<typeof shopPayoutSchema>;

/** Ledger entry types a shop's money adds to `cashLedger` (beside the riders' own). */
export const SHOP_ENTRY_TYPES = ['shop_cod', 'shop_fee', 'shop_payout'] as const;
export type ShopEntryType = (typeof SHOP_ENTRY_TYPES)[number];
