import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { BookingRequest } from '@dropwise/domain/booking';
import { type FareTable, orderFare } from '@dropwise/domain/fares';
import { bookedOrderState } from '@dropwise/domain/order-document';
import type { NewOrder } from '../order-records/order-document.js';
import { quoteWithTable } from './quote-fare.js';

/** The customer as the rider will see them on the order. */
export interface BookingCustomer {
  uid: string;
  name: string;
  phone: string | null;
}

/** A new order as booked: status pending, the fare quoted from `table`. */
export function newOrderDocument(
  customer: BookingCustomer,
  request: BookingRequest,
  table: FareTable,
): NewOrder {
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
  return {
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
    fare: orderFare(fare),
    requestId: request.requestId,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}
