import { createHash } from 'node:crypto';
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { type BookingRequest, bookingRequestSchema, requestIdSchema } from '../../domain/booking';
import type { FareTable } from '../../domain/fares';
import { ApiError } from '../../http/api-error';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline';
import type { OrderStatus } from '../../domain/order-lifecycle';
import { queueNotification } from '../notifications/queue-notification';
import {
  type BookingLimitRule,
  bookingLimitsRef,
  openOrdersIfUnknown,
  takeBookingAllowance,
} from './booking-limits';
import { currentFareTable, lastKnownFareTable } from './current-fare-table';
import { HISTORY, ORDERS, customerOrderLink } from './order-document';
import { quoteWithTable } from './quote-fare';

export interface BookingCustomer {
  uid: string;
  name: string;
  phone: string | null;
}

export interface CreateOrderResult {
  id: string;
  /** True when this request id had already made the order: nothing new was written. */
  duplicate: boolean;
  status: OrderStatus;
}

/**
 * The order id is derived from the customer and their request id, so every retry, double click
 * or replay of one booking lands on the same document.
 */
export function orderIdFor(customerUid: string, requestId: string): string {
  return createHash('sha256')
    .update(`${customerUid}\n${requestId.toLowerCase()}`)
    .digest('base64url')
    .slice(0, 24);
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
  const parsed = bookingRequestSchema(table).safeParse(body);
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
 */
export async function bookOrder(db: Firestore, input: BookingInput): Promise<CreateOrderResult> {
  const requestId = requestIdSchema.safeParse((input.body as { requestId?: unknown } | null)?.requestId);
  if (!requestId.success) throw invalidRequest(input.body, lastKnownFareTable());
  const ref = db.collection(ORDERS).doc(orderIdFor(input.uid, requestId.data));
  const limitsRef = bookingLimitsRef(db, input.uid);
  const deadline = deadlineFromNow();
  const profileRef = db.collection('users').doc(input.uid);
  const fareTable = currentFareTable(db, deadline);
  fareTable.catch(() => undefined);
  const openOrders = openOrdersIfUnknown(db, input.uid, deadline);
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
        const parsed = bookingRequestSchema(table).safeParse(input.body);
        if (!parsed.success) throw ApiError.fromZod(parsed.error);
        // A replay is answered with the order it made, and is not a new booking for the caps.
        if (stored.exists)
          return { id: ref.id, duplicate: true, status: stored.get('status') as OrderStatus };
        await takeBookingAllowance(
          db,
          transaction,
          { uid: input.uid, stored: limits, openOrders },
          input.limits,
          deadline,
        );
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

function writeNewOrder(
  db: Firestore,
  transaction: Transaction,
  ref: DocumentReference,
  customer: BookingCustomer,
  request: BookingRequest,
  table: FareTable,
): void {
  const fare = quoteWithTable(
    table,
    request.kind === 'ride'
      ? { kind: 'ride', vehicleType: request.vehicleType, pickup: request.pickup, dropOff: request.dropOff }
      : {
          kind: 'parcel',
          sizeBand: request.parcel.sizeBand,
          pickup: request.pickup,
          dropOff: request.dropOff,
        },
  );
  const now = Timestamp.now();
  transaction.create(ref, {
    kind: request.kind,
    customerUid: customer.uid,
    customerName: customer.name,
    customerPhone: customer.phone,
    vehicleType: fare.vehicleType,
    scheduledAt: request.scheduledAt ? Timestamp.fromDate(request.scheduledAt) : now,
    asap: request.scheduledAt === null,
    pickup: { address: request.pickup.address, coordinates: request.pickup.coordinates ?? null },
    dropOff: { address: request.dropOff.address, coordinates: request.dropOff.coordinates ?? null },
    passengers: request.kind === 'ride' ? request.passengers : null,
    parcel: request.kind === 'parcel' ? request.parcel : null,
    status: 'pending' as const,
    fare: {
      amount: fare.amount,
      currency: fare.currency,
      distanceKm: fare.distanceKm,
      perKm: fare.perKm,
      breakdown: fare.breakdown,
      tableVersion: fare.tableVersion,
    },
    shopId: null,
    riderId: null,
    riderName: null,
    riderPhone: null,
    requestId: request.requestId,
    historyCount: 1,
    // Counted in bookingLimits/{uid}.open until it leaves the open statuses.
    countedOpen: true,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    cancelledBy: null,
    cancelReason: null,
    failedBy: null,
    failReason: null,
  });
  transaction.create(ref.collection(HISTORY).doc('0'), {
    n: 0,
    from: null,
    to: 'pending',
    by: { uid: customer.uid, role: 'customer' },
    at: FieldValue.serverTimestamp(),
    reason: null,
  });
  queueNotification(db, transaction, {
    uid: customer.uid,
    title: request.kind === 'ride' ? 'Ride booked' : 'Parcel booked',
    body: `We have your booking from ${request.pickup.address}. We will tell you when it is accepted.`,
    link: customerOrderLink(request.kind, ref.id),
    orderId: ref.id,
    kind: 'order_status',
  });
}
