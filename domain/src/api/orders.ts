import type { z } from 'zod';
import type { BookingRequestInput, LocatedPlace, quoteRequestSchema } from '../booking.js';
import type { CancellationFee } from '../cancellation-fee.js';
import type { FareQuote, FareTable, FareTableInput, OrderFare } from '../fares.js';
import type { CashCollection, Receipt } from '../money.js';
import type { cancelRequestSchema, TransitionRequest } from '../order-change-requests.js';
import type { OrderStatus } from '../order-lifecycle.js';
import type { RatingInput } from '../ratings.js';
import type { SharedTrip } from '../tracking.js';
import { type DataAnswer, type DoneAnswer, endpoint } from './endpoint.js';

/** Where booking and the order lifecycle are mounted. */
export const ordersBase = '/api/orders';

/**
 * A fare estimate, from the same table and rules the order will be priced with, with each end the
 * request gave as the server located it (its label and point): the order will store the same.
 */
export type TripQuote = FareQuote & { pickup?: LocatedPlace; dropOff?: LocatedPlace };

export const quoteFare = endpoint<DataAnswer<TripQuote>, z.input<ReturnType<typeof quoteRequestSchema>>>()(
  'POST',
  '/api/orders/quote',
);

export interface BookedOrder {
  id: string;
  /** True when this request id had already made the order: nothing new was written. */
  duplicate: boolean;
  status: OrderStatus;
}

/**
 * Books a ride or a parcel: 201, or 200 with the same id for a repeated request id; `data` is the
 * fare the order stores (priced in the time band of its pickup).
 */
export const bookOrder = endpoint<DataAnswer<OrderFare> & BookedOrder, BookingRequestInput>()(
  'POST',
  '/api/orders',
);

/** An order's move from one status to the next. */
export interface TransitionedOrder {
  id: string;
  from: OrderStatus;
  status: OrderStatus;
  /** What a cancellation cost (the cancel call answers it as `data.fee`). */
  fee?: CancellationFee;
}

/**
 * A cancellation, with what it cost: the customer's (or an admin's) ends the order; the assigned
 * rider's gives it back to the board (`status: 'accepted'`) for another rider.
 */
export type CancelledOrder = DoneAnswer & TransitionedOrder & { data: { fee: CancellationFee } };

export const cancelOrder = endpoint<CancelledOrder, z.input<typeof cancelRequestSchema>>()(
  'POST',
  '/api/orders/:id/cancel',
);

export const transitionOrder = endpoint<DoneAnswer & TransitionedOrder, TransitionRequest>()(
  'POST',
  '/api/orders/:id/transition',
);

/** The order's tracking link (the same link each time until stopped); 201. */
export const shareTrip = endpoint<DataAnswer<SharedTrip>>()('POST', '/api/orders/:id/share');

export const stopSharingTrip = endpoint<DoneAnswer>()('DELETE', '/api/orders/:id/share');

export interface CashRecorded {
  entryId: string;
  /** What the rider holds now, this collection included. */
  cashInHandPaise: number;
}

/** The cash the order's rider collected; 201. */
export const recordCash = endpoint<DataAnswer<CashRecorded>, CashCollection>()(
  'POST',
  '/api/orders/:id/cash',
);

/** The customer rates a delivered trip once; 201. */
export const rateOrder = endpoint<DataAnswer<{ orderId: string }>, RatingInput>()(
  'POST',
  '/api/orders/:id/rating',
);

export const orderReceipt = endpoint<DataAnswer<Receipt>>()('GET', '/api/orders/:id/receipt');

/** Where the fare table is mounted. */
export const faresBase = '/api/fares';

/** The fare table in force (vehicle labels, prices and the city speeds trip estimates use). */
export const fareTable = endpoint<DataAnswer<FareTable>>()('GET', '/api/fares');

/** An admin replaces the table; the version goes up by one. */
export const saveFareTable = endpoint<DataAnswer<FareTable>, FareTableInput>()('PUT', '/api/fares');
