import type { z } from 'zod';
import type { CashDayRow, CashDeposit, cashQuerySchema } from '../money.js';
import type { customerDisabledSchema, customerListQuerySchema, CustomerSummary } from '../admin/customer.js';
import type { linkRiderSchema, RiderCreateInput, RiderUpdateInput } from '../admin/rider.js';
import type { activeFlagSchema, ShopInput, shopUpdateSchema } from '../admin/shop.js';
import type { TripRegisterRow, tripRegisterQuerySchema } from '../trip-register.js';
import { type DataAnswer, endpoint, type QueryFields } from './endpoint.js';

/** Where the platform admins' router is mounted (customers, riders, shops, cash). */
export const adminBase = '/api/admin';

type ActiveFlag = z.input<typeof activeFlagSchema>;
type ShopRider = { shopId: string; riderId: string };

/** Newest first with a cursor, or the matches of a name or phone search. */
export const listCustomers = endpoint<
  DataAnswer<CustomerSummary[]>,
  undefined,
  QueryFields<typeof customerListQuerySchema>
>()('GET', '/api/admin/customers');

export const setCustomerDisabled = endpoint<
  DataAnswer<{ uid: string; disabled: boolean }>,
  z.input<typeof customerDisabledSchema>
>()('POST', '/api/admin/customers/:uid/disabled');

export const createRider = endpoint<DataAnswer<{ uid: string }>, RiderCreateInput>()(
  'POST',
  '/api/admin/riders',
);

export const updateRider = endpoint<DataAnswer<{ uid: string }>, RiderUpdateInput>()(
  'PATCH',
  '/api/admin/riders/:riderId',
);

/** What deactivating did with the rider's open orders. */
export interface RiderActiveChange {
  uid: string;
  active: boolean;
  /** Back on the dispatch board as accepted. */
  returnedOrders: string[];
  /** Already picked up: still with the rider, for an admin to settle. */
  pickedUpOrders: string[];
}

export const setRiderActive = endpoint<DataAnswer<RiderActiveChange>, ActiveFlag>()(
  'POST',
  '/api/admin/riders/:riderId/active',
);

export const createShop = endpoint<DataAnswer<{ id: string }>, ShopInput>()('POST', '/api/admin/shops');

export const updateShop = endpoint<DataAnswer<{ id: string }>, z.input<typeof shopUpdateSchema>>()(
  'PATCH',
  '/api/admin/shops/:shopId',
);

export const setShopActive = endpoint<DataAnswer<{ id: string; active: boolean }>, ActiveFlag>()(
  'POST',
  '/api/admin/shops/:shopId/active',
);

export const linkRider = endpoint<DataAnswer<ShopRider>, z.input<typeof linkRiderSchema>>()(
  'POST',
  '/api/admin/shops/:shopId/riders',
);

export const unlinkRider = endpoint<DataAnswer<ShopRider>>()(
  'DELETE',
  '/api/admin/shops/:shopId/riders/:riderId',
);

export interface DepositRecorded {
  entryId: string;
  /** What the rider holds after the deposit. */
  outstandingPaise: number;
}

export const recordDeposit = endpoint<DataAnswer<DepositRecorded>, CashDeposit>()(
  'POST',
  '/api/admin/riders/:riderId/deposits',
);

/** One row per rider per India day that had an entry; with `format: 'csv'` the same rows as a file. */
export const listCash = endpoint<DataAnswer<CashDayRow[]>, undefined, QueryFields<typeof cashQuerySchema>>()(
  'GET',
  '/api/admin/cash',
);

/** Delivered trips of a range of India days, oldest first; with `format: 'csv'` the same rows as a file. */
export const tripRegister = endpoint<
  DataAnswer<TripRegisterRow[]>,
  undefined,
  QueryFields<typeof tripRegisterQuerySchema>
>()('GET', '/api/admin/trip-register');
