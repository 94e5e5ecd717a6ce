import type { Firestore } from 'firebase-admin/firestore';
import { bookingRequestSchema, requestIdSchema } from '@dropwise/domain/booking';
import type { FareTable } from '@dropwise/domain/fares';
import { ApiError } from '../../lib/api-error.js';
import { deadlineFromNow } from '../../lib/deadline.js';
import { oneAtATime } from '../../lib/one-at-a-time.js';
import { currentFareTable } from '../fares/current-fare-table.js';
import { parseStoredDispatchSettings } from '@dropwise/domain/dispatch';
import { settingsRef } from '../dispatch/dispatch-documents.js';
import { type Booking, type BookingInput, runBookingTransaction } from './booking-transaction.js';
import { orderIdFor } from './order-id.js';
import { ORDERS } from '@dropwise/domain/collections';

/** Bookings by one customer, one at a time on this instance. */
const customerTurns = oneAtATime();

function invalidRequest(body: unknown, table: FareTable): ApiError {
  const parsed = bookingRequestSchema(table).safeParse(body);
  return parsed.success
    ? new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.')
    : ApiError.fromZod(parsed.error);
}

/**
 * Books an order in four round trips: a read of the order (to answer a replay) with the dispatch
 * settings, beside the fare table; the search for free riders near the pickup; the transaction's
 * read of the customer's booking limits and profile and of the found riders' positions; then one
 * commit of the order (status pending, fare quoted from the current table) with its first offers
 * out (or waiting for a free rider), its history entry 0, the customer's notification and the
 * limits. The fare table stays out of the transaction on purpose: every booking reads the
 * one fare document, and inside transactions that read would lock it and queue every booking
 * behind every other; it is read beside the transaction (current-fare-table.ts). The order keeps
 * the table version it was quoted with.
 * The account check also runs beside the reads and is awaited before the commit.
 *
 * One customer's bookings take turns on the instance: two transactions that both read and then
 * write the customer's limits would lock each other until the store aborts one. A replay that
 * arrives beside its original waits for it, then finds the order.
 */
export function bookOrder(db: Firestore, input: BookingInput): Promise<Booking> {
  const requestId = requestIdSchema.safeParse((input.body as { requestId?: unknown } | null)?.requestId);
  const deadline = deadlineFromNow();
  const fareTable = currentFareTable(db, deadline);
  if (!requestId.success) {
    // The fields' messages name what the current table offers (its vehicle types, say).
    return fareTable.then((table) => Promise.reject(invalidRequest(input.body, table)));
  }
  const ref = db.collection(ORDERS).doc(orderIdFor(input.uid, requestId.data));
  fareTable.catch(() => undefined);
  return customerTurns(input.uid, () => {
    // The order (to answer a replay, so read in the customer's turn) and the dispatch settings, in one call.
    const read = db.getAll(ref, settingsRef(db));
    const stored = read.then(([order]) => order!);
    const dispatchSettings = read.then(([, settings]) => parseStoredDispatchSettings(settings!.data()));
    dispatchSettings.catch(() => undefined);
    return runBookingTransaction(db, input, { ref, fareTable, stored, dispatchSettings, deadline });
  });
}
