import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { BookingRequest } from '../../domain/booking';
import type { FareTable } from '../../domain/fares';
import type { OrderStatus } from '../../domain/order-lifecycle';
import { queueNotification } from '../notifications/queue-notification';
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

/**
 * Creates the order (status pending, fare quoted from the current table, history entry 0) and
 * tells the customer, all in one transaction; or answers the order the request id already made.
 */
export async function createOrder(
  db: Firestore,
  customer: BookingCustomer,
  request: BookingRequest,
  table: FareTable,
): Promise<CreateOrderResult> {
  const ref = db.collection(ORDERS).doc(orderIdFor(customer.uid, request.requestId));
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
  const order = {
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
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    cancelledBy: null,
    cancelReason: null,
    failedBy: null,
    failReason: null,
  };

  // A replay of a booking that is already stored is answered without a transaction.
  const stored = await ref.get();
  if (stored.exists) return { id: ref.id, duplicate: true, status: stored.get('status') as OrderStatus };

  try {
    return await db.runTransaction(async (transaction) => {
      const existing = await transaction.get(ref);
      if (existing.exists)
        return { id: ref.id, duplicate: true, status: existing.get('status') as OrderStatus };
      transaction.create(ref, order);
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
      return { id: ref.id, duplicate: false, status: 'pending' as const };
    });
  } catch (error) {
    // A concurrent identical request won the race (or exhausted our retries): answer its order.
    const existing = await ref.get();
    if (existing.exists)
      return { id: ref.id, duplicate: true, status: existing.get('status') as OrderStatus };
    throw error;
  }
}
