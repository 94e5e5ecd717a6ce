import type { OrderKind } from '@domain/booking';
import type { OrderDispatch } from '@domain/dispatch';
import type { Coordinates, OrderFare } from '@domain/fares';
import { isOrderStatus, type OrderStatus } from '@domain/order-lifecycle';
import type { DocumentData, Timestamp } from 'firebase/firestore';
import { readOrderDispatch } from '../../../lib/orders/order-dispatch';
import { type OrderMoney, readOrderMoney } from '../../../lib/orders/order-money';

/** An order as the customer's screens show it (from `orders/{id}`, written by the functions). */
export interface OrderView {
  id: string;
  kind: OrderKind;
  status: OrderStatus;
  vehicleType: string;
  scheduledAt: Date | null;
  asap: boolean;
  createdAt: Date | null;
  pickup: string;
  dropOff: string;
  pickupCoordinates: Coordinates | null;
  dropOffCoordinates: Coordinates | null;
  passengers: number | null;
  parcel: { sizeBand: string; description: string; receiverName: string; receiverPhone: string } | null;
  /** The stored fare; the table version it was priced by is not shown. */
  fare: Omit<OrderFare, 'tableVersion'> | null;
  riderId: string | null;
  riderName: string | null;
  riderPhone: string | null;
  cancelReason: string | null;
  failReason: string | null;
  /** Where finding a rider stands; null for an order booked while dispatch was manual. */
  dispatch: OrderDispatch | null;
  /** When it was delivered, its receipt number, and whether the customer has rated it. */
  money: OrderMoney;
}

export interface HistoryEntryView {
  n: number;
  from: OrderStatus | null;
  to: OrderStatus;
  role: string;
  at: Date | null;
  reason: string | null;
  /** A rider took the order by accepting the offer dispatch sent them. */
  viaOffer: boolean;
}

const toDate = (value: unknown): Date | null =>
  value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
// Written only by the booking function (validated there); a light check keeps this chunk free
// of the fare module's schemas.
const point = (value: unknown): Coordinates | null => {
  const { lat, lng } = (value ?? {}) as { lat?: unknown; lng?: unknown };
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
};

/** Reads a stored order defensively: a missing field shows as empty, never as a crash. */
export function toOrderView(data: DocumentData & { id: string }): OrderView {
  const fare = data.fare as OrderView['fare'] | undefined;
  return {
    id: data.id,
    kind: data.kind === 'parcel' ? 'parcel' : 'ride',
    status: isOrderStatus(data.status) ? data.status : 'pending',
    vehicleType: text(data.vehicleType) ?? '',
    scheduledAt: toDate(data.scheduledAt),
    asap: data.asap === true,
    createdAt: toDate(data.createdAt),
    pickup: text(data.pickup?.address) ?? '',
    dropOff: text(data.dropOff?.address) ?? '',
    pickupCoordinates: point(data.pickup?.coordinates),
    dropOffCoordinates: point(data.dropOff?.coordinates),
    passengers: typeof data.passengers === 'number' ? data.passengers : null,
    parcel: (data.parcel as OrderView['parcel']) ?? null,
    fare: fare && typeof fare.amount === 'number' ? fare : null,
    riderId: text(data.riderId),
    riderName: text(data.riderName),
    riderPhone: text(data.riderPhone),
    cancelReason: text(data.cancelReason),
    failReason: text(data.failReason),
    dispatch: readOrderDispatch(data.dispatch),
    money: readOrderMoney(data),
  };
}

export function toHistoryEntryView(data: DocumentData): HistoryEntryView {
  return {
    n: typeof data.n === 'number' ? data.n : 0,
    from: isOrderStatus(data.from) ? data.from : null,
    to: isOrderStatus(data.to) ? data.to : 'pending',
    role: text(data.by?.role) ?? '',
    at: toDate(data.at),
    reason: text(data.reason),
    viaOffer: data.viaOffer === true,
  };
}
