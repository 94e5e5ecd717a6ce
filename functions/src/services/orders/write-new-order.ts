import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { BookingRequest } from '@domain/booking';
import type { FareTable } from '@domain/fares';
import { bookedOrderState } from '@domain/order-document';
import { orderPath } from '@domain/page-paths';
import { countInDay } from '../money/daily-totals.js';
import { queueNotification } from '../notifications/queue-notification.js';
import { writeHandoverCode } from '../trip/handover-code.js';
import { HISTORY, type NewHistoryEntry, type NewOrder } from './order-document.js';
import { quoteWithTable } from './quote-fare.js';

/** The customer as the rider will see them on the order. */
export interface BookingCustomer {
  uid: string;
  name: string;
  phone: string | null;
}

/**
 * The writes of a new booking, inside its transaction: the order (status pending, the fare quoted
 * from `table`), its history entry 0, its handover code (`private/handover`, the customer's alone)
 * and the customer's notification.
 */
export function writeNewOrder(
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
  const order: NewOrder = {
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
    ...bookedOrderState(),
    fare: {
      amount: fare.amount,
      currency: fare.currency,
      distanceKm: fare.distanceKm,
      perKm: fare.perKm,
      breakdown: fare.breakdown,
      tableVersion: fare.tableVersion,
    },
    requestId: request.requestId,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  transaction.create(ref, order);
  countInDay(db, transaction, Date.now(), request.pickup.coordinates, { booked: 1 });
  writeHandoverCode(db, transaction, ref);
  const booked: NewHistoryEntry = {
    n: 0,
    from: null,
    to: 'pending',
    by: { uid: customer.uid, role: 'customer' },
    at: FieldValue.serverTimestamp(),
    reason: null,
  };
  transaction.create(ref.collection(HISTORY).doc('0'), booked);
  queueNotification(db, transaction, {
    uid: customer.uid,
    message: { key: 'orderBooked', values: { kind: request.kind, pickup: request.pickup.address } },
    link: orderPath(request.kind, ref.id),
    orderId: ref.id,
    kind: 'order_status',
  });
}
