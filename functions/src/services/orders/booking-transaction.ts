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
import type { StoredDispatchSettings } from '@dropwise/domain/dispatch';
import {
  type BegunDispatch,
  beginFirstRound,
  firstRoundPositions,
  searchFirstRound,
} from '../dispatch/first-round.js';
import type { OfferedOrder } from '../dispatch/round-writes.js';

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
  /** The dispatch settings, already on their way: the booking sends the first offers itself. */
  dispatchSettings: Promise<StoredDispatchSettings>;
  deadline: number;
}

/** The name and phone the rider will see, from the customer's profile or their sign-in. */
function bookingCustomer(input: BookingInput, profile: DocumentSnapshot | null): BookingCustomer {
  const profileName = profile?.get('name');
  const profilePhone = profile?.get('phoneNumber');
  const name = typeof profileName === 'string' && profileName.trim() ? profileName.trim() : input.tokenName;
  return {
    uid: input.uid,
    name: name?.slice(0, 80) || 'Customer',
    phone: input.tokenPhone ?? (typeof profilePhone === 'string' ? profilePhone : null),
  };
}

/** What an offer shows of the booked order. */
function offeredOrder(request: LocatedBooking, fare: OrderFare): OfferedOrder {
  return { kind: request.kind, pickup: request.pickup, dropOff: request.dropOff, fare };
}

/**
 * A booking's outcome: the order, the fare it stores, and its dispatch as the booking began it
 * (null when the booking left the start to `startDispatch`, and on a replay).
 */
export type Booking = BookedOrder & { fare: OrderFare; dispatch: BegunDispatch | null };

function replayOf(ref: DocumentReference, stored: DocumentSnapshot): Booking {
  return {
    id: ref.id,
    duplicate: true,
    status: stored.get('status') as OrderStatus,
    fare: stored.get('fare') as OrderFare,
    dispatch: null,
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
  { ref, fareTable, stored, dispatchSettings, deadline }: BookingStart,
): Promise<Booking> {
  const before = await firestoreCall(stored, deadline);
  if (before.exists) return replayOf(ref, before);
  const table = await fareTable;
  await input.mayAct;
  const parsed = bookingRequestSchema(table).safeParse(input.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const request: LocatedBooking = { ...parsed.data, ...(await locateTrip(placesProvider(), parsed.data)) };
  // The order as the sign-in names its customer; the transaction puts in the profile's name.
  const draft = newOrderDocument(bookingCustomer(input, null), request, table);
  const first = await searchFirstRound(
    db,
    await firestoreCall(dispatchSettings, deadline),
    {
      // The fare decided it (a parcel's size band picks its vehicle).
      vehicleType: String(draft.vehicleType),
      shopId: null,
      pickup: request.pickup.coordinates,
      startsAt: request.scheduledAt?.getTime() ?? null,
    },
    Date.now(),
  );
  const limitsRef = bookingLimitsRef(db, input.uid);
  const profileRef = db.collection(USERS).doc(input.uid);
  try {
    return await firestoreCall(
      db.runTransaction(async (transaction) => {
        const [limits, profile, ...positions] = await readDocuments(
          transaction,
          limitsRef,
          profileRef,
          ...firstRoundPositions(db, first),
        );
        // Set by an admin who disabled the customer: refused at once on every instance.
        if (profile.get('disabled') === true) throw accountDisabledError();
        takeBookingAllowance(db, transaction, { uid: input.uid, stored: limits });
        assertBefore(deadline);
        const customer = bookingCustomer(input, profile);
        const order = { ...draft, customerName: customer.name, customerPhone: customer.phone };
        const dispatch = first
          ? beginFirstRound(db, transaction, {
              orderId: ref.id,
              order: offeredOrder(request, order.fare),
              first,
              positions,
            })
          : null;
        createBookedOrder(db, transaction, {
          ref,
          order: { ...order, ...dispatch?.fields },
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
        const begun = dispatch?.begun ?? null;
        return {
          id: ref.id,
          duplicate: false,
          status: 'pending' as const,
          fare: order.fare,
          dispatch: begun,
        };
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
