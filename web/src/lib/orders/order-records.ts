import { orderQueryId, type OrderFilterField } from '@domain/admin/query-catalogue';
import type { OrderDispatch } from '@domain/dispatch';
import type { Coordinates } from '@domain/fares';
import type { DocumentSnapshot, Firestore, QueryDocumentSnapshot } from 'firebase/firestore';
import { dateOrNull, flag, numberOrNull, readRecord, text, textOrNull } from '../firebase/read-record';
import { buildQuery } from '../queries/build-query';
import { readOrderDispatch } from './order-dispatch';
import { type OrderMoney, readOrderMoney } from './order-money';

/** The parts of `orders/{id}` (written by the booking functions) that the admin and rider screens show. */
export interface OrderRecord {
  id: string;
  kind: string;
  status: string;
  customerUid: string;
  customerName: string;
  customerPhone: string | null;
  vehicleType: string;
  pickup: string;
  dropOff: string;
  pickupCoordinates: Coordinates | null;
  dropOffCoordinates: Coordinates | null;
  fareAmount: number | null;
  currency: string;
  shopId: string | null;
  riderId: string | null;
  riderName: string | null;
  createdAt: Date | null;
  /** A parcel's receiver (the rider calls them at the drop-off); null for rides. */
  receiverName: string | null;
  receiverPhone: string | null;
  /** Too many wrong handover codes: only an admin completes the guarded step. */
  handoverLocked: boolean;
  /** Where automatic dispatch stands; null for an order booked while it was off. */
  dispatch: OrderDispatch | null;
  /** What delivery settled, the cash the rider recorded, and whether the customer rated it. */
  money: OrderMoney;
}

function address(place: unknown): string {
  if (place && typeof place === 'object' && 'address' in place)
    return String((place as { address: unknown }).address);
  return typeof place === 'string' ? place : '';
}

// Written only by the booking function (validated there); a light check keeps this chunk free
// of the fare module's schemas.
const point = (value: unknown): Coordinates | null => {
  const { lat, lng } = (value ?? {}) as { lat?: unknown; lng?: unknown };
  return typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
};

const orderFields = {
  kind: text,
  status: text,
  customerUid: text,
  customerName: text,
  customerPhone: textOrNull,
  vehicleType: text,
  shopId: textOrNull,
  riderId: textOrNull,
  riderName: textOrNull,
  createdAt: dateOrNull,
  handoverLocked: flag,
};

export function toOrderRecord(snapshot: DocumentSnapshot): OrderRecord {
  const data = snapshot.data() ?? {};
  const fare = (data.fare ?? {}) as { amount?: unknown; currency?: unknown };
  return {
    ...readRecord(snapshot, orderFields),
    pickup: address(data.pickup),
    dropOff: address(data.dropOff),
    pickupCoordinates: point(data.pickup?.coordinates),
    dropOffCoordinates: point(data.dropOff?.coordinates),
    receiverName: textOrNull(data.parcel?.receiverName),
    receiverPhone: textOrNull(data.parcel?.receiverPhone),
    fareAmount: numberOrNull(fare.amount),
    currency: textOrNull(fare.currency) ?? 'INR',
    dispatch: readOrderDispatch(data.dispatch),
    money: readOrderMoney(data),
  };
}

export interface OrderFilters {
  status?: string;
  shopId?: string;
  riderId?: string;
  customerUid?: string;
  /** Local calendar days, `YYYY-MM-DD`, both inclusive. */
  fromDay?: string;
  toDay?: string;
}

export function startOfDay(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function dayAfter(day: string): Date | undefined {
  const start = startOfDay(day);
  if (!start) return undefined;
  const next = new Date(start);
  next.setDate(next.getDate() + 1);
  return next;
}

/** Orders newest first, filtered by any of status, shop, rider and customer, and a date range. */
export function ordersQuery(
  db: Firestore,
  filters: OrderFilters,
  page?: { size: number; after?: QueryDocumentSnapshot },
) {
  const equals: Partial<Record<OrderFilterField, string>> = {};
  if (filters.status) equals.status = filters.status;
  if (filters.shopId) equals.shopId = filters.shopId;
  if (filters.riderId) equals.riderId = filters.riderId;
  if (filters.customerUid) equals.customerUid = filters.customerUid;
  return buildQuery(
    db,
    orderQueryId(Object.keys(equals)),
    {
      equals,
      from: filters.fromDay ? startOfDay(filters.fromDay) : undefined,
      to: filters.toDay ? dayAfter(filters.toDay) : undefined,
    },
    page,
  );
}

export const orderCsvHeaders = [
  'id',
  'kind',
  'status',
  'createdAt',
  'customer',
  'customerPhone',
  'pickup',
  'dropOff',
  'vehicleType',
  'fare',
  'currency',
  'shopId',
  'rider',
];

export function orderCsvRow(order: OrderRecord) {
  return [
    order.id,
    order.kind,
    order.status,
    order.createdAt,
    order.customerName,
    order.customerPhone,
    order.pickup,
    order.dropOff,
    order.vehicleType,
    order.fareAmount,
    order.currency,
    order.shopId,
    order.riderName ?? order.riderId,
  ];
}
