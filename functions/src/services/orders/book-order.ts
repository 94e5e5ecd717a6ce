import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { requestIdSchema } from '@domain/booking';
import type { FareTable } from '@domain/fares';
import { accountDisabledError, ApiError } from '../../lib/api-error.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { oneAtATime } from '../../lib/one-at-a-time.js';
import { bookingSchemaFor } from './booking-schema.js';
import type { OrderStatus } from '@domain/order-lifecycle';
import { type BookingLimitRule, bookingLimitsRef, takeBookingAllowance } from '../limits/booking-limits.js';
import { currentFareTable, lastKnownFareTable } from './current-fare-table.js';
import { type BookingCustomer, writeNewOrder } from './write-new-order.js';
import { orderIdFor } from './order-id.js';
import { ORDERS } from './order-document.js';

/** Bookings by one customer, one at a time on this instance. */
const customerTurns = oneAtATime();

export interface BookOrderResult {
  id: string;
  /** True when this request id had already made the order: nothing new was written. */
  duplicate: boolean;
  status: OrderStatus;
}

export interface BookingInput {
  /** The signed-in customer as the ID token names them. */
  uid: string;
  tokenName: string | null;
  tokenPhone: string | null;
  /** The request body, validated here against the fare table read in the transaction. */
  body: unknown;
  /** Settles whether the account may still act; awaited before anything is written. */
  mayAct: Promise<void>;
  limits: BookingLimitRule;
}

function invalidRequest(body: unknown, table: FareTable): ApiError {
  const parsed = bookingSchemaFor(table).safeParse(body);
  return parsed.success
    ? new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.')
    : ApiError.fromZod(parsed.error);
}

/** The name and phone the rider will see, from the customer's profile or their sign-in. */
function bookingCustomer(input: BookingInput, profile: DocumentSnapshot): BookingCustomer {
  const profileName = profile.get('name');
  const profilePhone = profile.get('phoneNumber');
  const name = typeof profileName === 'string' && profileName.trim() ? profileName.trim() : input.tokenName;
  return {
    uid: input.uid,
    name: name?.slice(0, 80) || 'Customer',
    phone: input.tokenPhone ?? (typeof profilePhone === 'string' ? profilePhone : null),
  };
}

/**
 * Books an order in two round trips: the transaction's one read of the order (to answer a
 * replay), the customer's booking limits and profile; then one commit of the order (status
 * pending, fare quoted from the current table), its history entry 0, the customer's notification
 * and the limits. The fare table stays out of the transaction on purpose: every booking reads the
 * one fare document, and inside transactions that read would lock it and queue every booking
 * behind every other; it comes from the instance's copy (current-fare-table.ts), read beside the
 * transaction when that copy is too old. The order keeps the table version it was quoted with.
 * The account check also runs beside the reads and is awaited before the commit.
 *
 * One customer's bookings take turns on the instance: two transactions that both read and then
 * write the customer's limits would lock each other until the store aborts one. A replay that
 * arrives beside its original waits for it, then finds the order.
 */
export function bookOrder(db: Firestore, input: BookingInput): Promise<BookOrderResult> {
  const requestId = requestIdSchema.safeParse((input.body as { requestId?: unknown } | null)?.requestId);
  if (!requestId.success) return Promise.reject(invalidRequest(input.body, lastKnownFareTable()));
  const ref = db.collection(ORDERS).doc(orderIdFor(input.uid, requestId.data));
  const limitsRef = bookingLimitsRef(db, input.uid);
  const deadline = deadlineFromNow();
  const profileRef = db.collection('users').doc(input.uid);
  const fareTable = currentFareTable(db, deadline);
  fareTable.catch(() => undefined);
  return customerTurns(input.uid, () =>
    transactBooking(db, input, { ref, limitsRef, profileRef, fareTable, deadline }),
  );
}

interface BookingReads {
  ref: DocumentReference;
  limitsRef: DocumentReference;
  profileRef: DocumentReference;
  fareTable: Promise<FareTable>;
  deadline: number;
}

async function transactBooking(
  db: Firestore,
  input: BookingInput,
  { ref, limitsRef, profileRef, fareTable, deadline }: BookingReads,
): Promise<BookOrderResult> {
  try {
    return await firestoreCall(
      db.runTransaction(async (transaction) => {
        const [stored, limits, profile] = (await transaction.getAll(ref, limitsRef, profileRef)) as [
          DocumentSnapshot,
          DocumentSnapshot,
          DocumentSnapshot,
        ];
        const table = await fareTable;
        await input.mayAct;
        // Set by an admin who disabled the customer: refused at once on every instance.
        if (profile.get('disabled') === true) throw accountDisabledError();
        const parsed = bookingSchemaFor(table).safeParse(input.body);
        if (!parsed.success) throw ApiError.fromZod(parsed.error);
        // A replay is answered with the order it made, and is not a new booking for the caps.
        if (stored.exists)
          return { id: ref.id, duplicate: true, status: stored.get('status') as OrderStatus };
        takeBookingAllowance(db, transaction, { uid: input.uid, stored: limits }, input.limits);
        assertBefore(deadline);
        writeNewOrder(db, transaction, ref, bookingCustomer(input, profile), parsed.data, table);
        return { id: ref.id, duplicate: false, status: 'pending' as const };
      }),
      deadline,
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A concurrent identical request won the race (or exhausted our retries): answer its order.
    const existing = await firestoreCall(ref.get(), deadline);
    if (existing.exists)
      return { id: ref.id, duplicate: true, status: existing.get('status') as OrderStatus };
    throw error;
  }
}
