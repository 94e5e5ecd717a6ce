import type { BookedOrder } from '@dropwise/domain/api/orders';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { bookingRequestSchema } from '@dropwise/domain/booking';
import type { FareTable, OrderFare } from '@dropwise/domain/fares';
import type { OrderStatus } from '@dropwise/domain/order-lifecycle';
import { orderPath } from '@dropwise/domain/page-paths';
import { accountDisabledError, ApiError } from '../../lib/api-error.js';
import { assertBefore, firestoreCall } from '../../lib/deadline.js';
import { readDocuments } from '../../lib/read-documents.js';
import { bookingLimitsRef, takeBookingAllowance } from '../limits/booking-limits.js';
import { queueNotification } from '../notifications/queue-notification.js';
import { locateTrip } from '../places/locate-place.js';
import { placesProvider } from '../places/places-from-env.js';
import { type BookingCustomer, type LocatedBooking, newOrderDocument } from './new-order-document.js';
import { createBookedOrder } from './create-booked-order.js';
import { USERS } from '@dropwise/domain/collections';

export interface BookingInput {
  /** The signed-in customer as the ID token names them. */
  uid: string;
  tokenName: string | null;
  tokenPhone: string | null;
  /** The request body, validated here against the fare table read in the transaction. */
  body: unknown;
  /** Settles whether the account may still act; awaited before anything is written. */
  mayAct: Promise<void>;
}

export interface BookingStart {
  /** The order's document: its id comes from the customer and the request id. */
  ref: DocumentReference;
  /** The fare table, already on its way. */
  fareTable: Promise<FareTable>;
  /** The order as stored before the transaction, already on its way: a replay is answered from it. */
  stored: Promise<DocumentSnapshot>;
  deadline: number;
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

/** A booking's outcome: the order, and the fare it stores. */
export type Booking = BookedOrder & { fare: OrderFare };

function replayOf(ref: DocumentReference, stored: DocumentSnapshot): Booking {
  return {
    id: ref.id,
    duplicate: true,
    status: stored.get('status') as OrderStatus,
    fare: stored.get('fare') as OrderFare,
  };
}

/**
 * The booking: a plain read of the order answers a replay; then a transaction reads the
 * customer's booking limits and profile and commits the order, its history entry 0, its handover
 * code (`private/handover`, the customer's alone), the day's count, the customer's notification
 * and the limits. The order stays out of the transaction's reads on purpose: a replay sent while
 * its original's transactions still hold their locks is then answered at once, not queued behind
 * them; and `create` refuses an order that a concurrent original made in between.
 */
export async function runBookingTransaction(
  db: Firestore,
  input: BookingInput,
  { ref, fareTable, stored, deadline }: BookingStart,
): Promise<Booking> {
  const before = await firestoreCall(stored, deadline);
  if (before.exists) return replayOf(ref, before);
  const table = await fareTable;
  await input.mayAct;
  const parsed = bookingRequestSchema(table).safeParse(input.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const request: LocatedBooking = { ...parsed.data, ...(await locateTrip(placesProvider(), parsed.data)) };
  const limitsRef = bookingLimitsRef(db, input.uid);
  const profileRef = db.collection(USERS).doc(input.uid);
  try {
    return await firestoreCall(
      db.runTransaction(async (transaction) => {
        const [limits, profile] = await readDocuments(transaction, limitsRef, profileRef);
        // Set by an admin who disabled the customer: refused at once on every instance.
        if (profile.get('disabled') === true) throw accountDisabledError();
        takeBookingAllowance(db, transaction, { uid: input.uid, stored: limits });
        assertBefore(deadline);
        const order = newOrderDocument(bookingCustomer(input, profile), request, table);
        createBookedOrder(db, transaction, {
          ref,
          order,
          pickup: request.pickup.coordinates,
          bookedBy: input.uid,
        });
        queueNotification(db, transaction, {
          uid: input.uid,
          message: { key: 'orderBooked', values: { kind: request.kind, pickup: request.pickup.address } },
          link: orderPath(request.kind, ref.id),
          orderId: ref.id,
          kind: 'order_status',
          feedOnly: true,
        });
        return { id: ref.id, duplicate: false, status: 'pending' as const, fare: order.fare };
      }),
      deadline,
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A concurrent identical request made the order first (`create` refused it): answer that order.
    const existing = await firestoreCall(ref.get(), deadline);
    if (existing.exists) return replayOf(ref, existing);
    throw error;
  }
}
