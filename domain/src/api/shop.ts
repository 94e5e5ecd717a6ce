import type { z } from 'zod';
import type { Coordinates, OrderFare } from '../fares.js';
import type { ShopBookingInput, ShopQuoteInput } from '../shops/shop-booking.js';
import type { ShopStaffInput, ShopStaffMember } from '../shops/shop-staff.js';
import type {
  ShopBalanceRow,
  ShopPayoutInput,
  shopStatementQuerySchema,
  ShopStatementRow,
} from '../shops/shop-statement.js';
import type { TripQuote } from './orders.js';
import { type DataAnswer, type DoneAnswer, endpoint, type QueryFields } from './endpoint.js';

/** Where shop staff's calls are mounted (the admin's shop calls live under `/api/admin`). */
export const shopBase = '/api/shop';

/** The staff member's shop, as its booking form starts from it. */
export interface StaffShop {
  id: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  coordinates: Coordinates | null;
}

export const myShop = endpoint<DataAnswer<StaffShop>>()('GET', '/api/shop');

/** The fare from the shop to the drop-off, as the booking will price it. */
export const quoteShopOrder = endpoint<DataAnswer<TripQuote>, ShopQuoteInput>()(
  'POST',
  '/api/shop/orders/quote',
);

export interface ShopOrderBooked {
  fare: OrderFare;
  /** What the rider will collect at the drop-off (goods, plus the fee when the receiver pays). */
  collectPaise: number;
}

/** 201 with the new order, or 200 with `duplicate: true` for a repeated request id or reference. */
export const bookShopOrder = endpoint<
  DataAnswer<ShopOrderBooked> & { id: string; duplicate: boolean },
  ShopBookingInput
>()('POST', '/api/shop/orders');

export interface BatchBooked {
  created: string[];
  /** References already booked before: nothing new for them. */
  duplicates: string[];
}

/** A `text/csv` body (`BATCH_COLUMNS`); 400 `invalid_rows` with `error.rows` books nothing. */
export const bookShopOrderBatch = endpoint<DataAnswer<BatchBooked>, string>()(
  'POST',
  '/api/shop/orders/batch',
);

/** Staff: their own shop; admins: `shopId` in the query. With `format: 'csv'` the same rows as a file. */
export const shopStatement = endpoint<
  DataAnswer<ShopStatementRow[]>,
  undefined,
  QueryFields<typeof shopStatementQuerySchema>
>()('GET', '/api/shop/statement');

/** A staff member deletes their own account (the `/delete-account-digistall` page). */
export const deleteShopAccount = endpoint<DoneAnswer>()('DELETE', '/api/shop/account');

// The platform admin's calls about shops.

export const addShopStaff = endpoint<DataAnswer<{ uid: string }>, ShopStaffInput>()(
  'POST',
  '/api/admin/shops/:shopId/staff',
);

export const listShopStaff = endpoint<DataAnswer<ShopStaffMember[]>>()(
  'GET',
  '/api/admin/shops/:shopId/staff',
);

export const removeShopStaff = endpoint<DataAnswer<{ uid: string }>>()(
  'DELETE',
  '/api/admin/shops/:shopId/staff/:uid',
);

export interface ShopPayoutRecorded {
  entryId: string;
  /** What is still due to the shop after the payout. */
  balancePaise: number;
}

export const recordShopPayout = endpoint<DataAnswer<ShopPayoutRecorded>, ShopPayoutInput>()(
  'POST',
  '/api/admin/shops/:shopId/payouts',
);

/** Every shop with what is due to it, by name. */
export const shopBalances = endpoint<DataAnswer<ShopBalanceRow[]>>()('GET', '/api/admin/shop-balances');

export type ShopStatementQuery = z.input<typeof shopStatementQuerySchema>;
