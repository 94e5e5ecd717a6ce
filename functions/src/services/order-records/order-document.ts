import type { Timestamp, UpdateData, WithFieldValue } from 'firebase-admin/firestore';
import type { OrderDocument, OrderHistoryEntry } from '@dropwise/domain/order-document';

/** A new order as the booking writes it, server timestamps in place of times. */
export type NewOrder = WithFieldValue<OrderDocument<Timestamp>>;
/** Changes to an order: whole fields or dotted paths (`dispatch.offered`), typed by the order. */
export type OrderChanges = UpdateData<OrderDocument<Timestamp>>;
/** A new history entry as a status change writes it. */
export type NewHistoryEntry = WithFieldValue<OrderHistoryEntry<Timestamp>>;

/** What a deleted customer's uid becomes on their orders and history; no account has such a uid. */
export const TOMBSTONE_PREFIX = 'deleted-';

export function isTombstone(uid: unknown): boolean {
  return typeof uid === 'string' && uid.startsWith(TOMBSTONE_PREFIX);
}

/**
 * A shop's booking keeps its shop whoever carries it (a customer's order takes its rider's shop):
 * spread after the changes that assign or release a rider.
 */
export function keepBookingShop(order: Pick<OrderDocument<unknown>, 'shopDelivery'>): { shopId?: string } {
  return order.shopDelivery ? { shopId: order.shopDelivery.shopId } : {};
}

/** The order's customer while their account exists; null once they deleted it. */
export function liveCustomerUid(order: Pick<OrderDocument<unknown>, 'customerUid'>): string | null {
  const uid = order.customerUid;
  return uid && !isTombstone(uid) ? uid : null;
}
