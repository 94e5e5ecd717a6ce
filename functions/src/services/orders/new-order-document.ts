import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { BookingRequest, LocatedPlace } from '@dropwise/domain/booking';
import { type FareTable, type OrderFare, orderFare } from '@dropwise/domain/fares';
import { bookedOrderState } from '@dropwise/domain/booked-order-state';
import type { NewOrder } from '../order-records/order-document.js';
import { quoteWithTable } from './quote-fare.js';

/** The customer as the rider will see them on the order. */
export interface BookingCustomer {
  uid: string;
  name: string;
  phone: string | null;
}

/** A booking request whose ends the server located: its own labels and points. */
export type LocatedBooking = BookingRequest extends infer Kind
  ? Kind extends BookingRequest
    ? Omit<Kind, 'pickup' | 'dropOff'> & { pickup: LocatedPlace; dropOff: LocatedPlace }
    : never
  : never;

/** A new order as booked: status pending, the fare quoted from `table` for the located ends. */
export function newOrderDocument(
  customer: BookingCustomer,
  request: LocatedBooking,
  table: FareTable,
): NewOrder & { fare: OrderFare } {
  const { scheduledAt, pickup, dropOff } = request;
  // Priced in the band of the pickup time, as the quote before it was.
  const fare = quoteWithTable(
    table,
    request.kind === 'ride'
      ? { kind: 'ride', vehicleType: request.vehicleType, scheduledAt, pickup, dropOff }
      : { kind: 'parcel', sizeBand: request.parcel.sizeBand, scheduledAt, pickup, dropOff },
  );
  const now = Timestamp.now();
  return {
    kind: request.kind,
    customerUid: customer.uid,
    customerName: customer.name,
    customerPhone: customer.phone,
    vehicleType: fare.vehicleType,
    scheduledAt: request.scheduledAt ? Timestamp.fromDate(request.scheduledAt) : now,
    asap: request.scheduledAt === null,
    pickup: request.pickup,
    dropOff: request.dropOff,
    passengers: request.kind === 'ride' ? request.passengers : null,
    parcel: request.kind === 'parcel' ? request.parcel : null,
    ...bookedOrderState(),
    fare: orderFare(fare),
    requestId: request.requestId,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
