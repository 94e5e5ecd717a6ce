import type { Timestamp } from 'firebase-admin/firestore';
import type { OrderKind, ParcelDetails, Place } from '@domain/booking';
import type { OrderFare } from '@domain/fares';
import type { OrderRole, OrderStatus } from '@domain/order-lifecycle';

/** `orders/{id}` as the functions write it (every field is described in docs/booking.md, "Data"). */
export interface OrderDocument {
  kind: OrderKind;
  /**
   * A tombstone (`deleted-<random>`) once the customer deleted their account, absent on orders
   * anonymised before tombstones (see delete-customer-account.ts); `liveCustomerUid` tells.
   */
  customerUid?: string;
  customerName: string;
  customerPhone: string | null;
  vehicleType: string;
  /** When the customer wants it; for "as soon as possible" the booking time, with `asap` true. */
  scheduledAt: Timestamp;
  asap: boolean;
  pickup: Place;
  dropOff: Place;
  /** Rides only; parcels carry no passengers. */
  passengers: number | null;
  parcel: ParcelDetails | null;
  status: OrderStatus;
  fare: OrderFare;
  shopId: string | null;
  riderId: string | null;
  riderName: string | null;
  riderPhone: string | null;
  requestId: string;
  /** How many history entries exist; the next one is `history/{historyCount}`. */
  historyCount: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  cancelledBy: Actor | null;
  cancelReason: string | null;
  failedBy: Actor | null;
  failReason: string | null;
  /** Where automatic dispatch stands (`OrderDispatch` in @domain/dispatch); absent while it is off. */
  dispatch?: { state: string; round: number; rounds: number; offered: number; until: Timestamp | null };
}

/** `orders/{id}/history/{n}`: one status change, who made it and why. */
export interface OrderHistoryEntry {
  n: number;
  from: OrderStatus | null;
  to: OrderStatus;
  by: Actor;
  at: Timestamp;
  reason: string | null;
  riderId?: string | null;
}

/** Who acts on an order, as the lifecycle sees them. */
export interface Actor {
  uid: string;
  role: OrderRole;
}

/** What a deleted customer's uid becomes on their orders and history; no account has such a uid. */
export const TOMBSTONE_PREFIX = 'deleted-';

export function isTombstone(uid: unknown): boolean {
  return typeof uid === 'string' && uid.startsWith(TOMBSTONE_PREFIX);
}

/** The order's customer while their account exists; null once they deleted it. */
export function liveCustomerUid(order: Pick<OrderDocument, 'customerUid'>): string | null {
  const uid = order.customerUid;
  return uid && !isTombstone(uid) ? uid : null;
}

export const ORDERS = 'orders';
export const HISTORY = 'history';
export const RIDERS = 'riders';

/** The customer's page for an order, used in notifications. */
export function customerOrderLink(kind: OrderKind, orderId: string): string {
  return `${kind === 'ride' ? '/riderHistory' : '/parcelHistory'}/${orderId}`;
}
