import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { geohashForLocation } from 'geofire-common';
import type { Coordinates } from '@dropwise/domain/fares';
import {
  orderPrivatePath,
  orderTrailPath,
  RIDER_POSITIONS,
  TRACKING_LINKS,
} from '@dropwise/domain/collections';

/**
 * Where the live trip keeps its data (described in docs/trip.md):
 * - `riderPositions/{uid}`: the rider's last fix and `watchers` ({ orderId: customerUid } for the
 *   rider's orders that are assigned or picked up), present only while the rider is on duty;
 * - `orders/{id}/trail/{bucket}`: at most one point per 30 s, for admins, expiring after 30 days;
 * - `orders/{id}/private/handover` and `orders/{id}/private/share`: the customer's alone;
 * - `trackingLinks/{token}`: what the public tracking page shows, read only by the functions.
 */

export function positionRef(db: Firestore, riderId: string): DocumentReference {
  return db.collection(RIDER_POSITIONS).doc(riderId);
}

/**
 * A rider's point as their on-duty document stores it: with the geohash automatic dispatch finds
 * nearby riders by (range queries).
 */
export function positionPoint(at: Coordinates): { lat: number; lng: number; geohash: string } {
  return { lat: at.lat, lng: at.lng, geohash: geohashForLocation([at.lat, at.lng]) };
}

export function handoverRef(db: Firestore, orderId: string): DocumentReference {
  return db.collection(orderPrivatePath(orderId)).doc('handover');
}

export function shareRef(db: Firestore, orderId: string): DocumentReference {
  return db.collection(orderPrivatePath(orderId)).doc('share');
}

/**
 * The order's `private/share` inside a transaction that has read the order, or null when it was
 * never shared (most are not); an order from before `shared` was kept is read as it may be.
 */
export function readShareOf(
  db: Firestore,
  transaction: Transaction,
  orderId: string,
  order: { shared?: boolean },
): Promise<DocumentSnapshot | null> {
  return order.shared !== false ? transaction.get(shareRef(db, orderId)) : Promise.resolve(null);
}

export function trailRef(db: Firestore, orderId: string, bucket: number): DocumentReference {
  return db.collection(orderTrailPath(orderId)).doc(String(bucket));
}

export function trackingLinkRef(db: Firestore, token: string): DocumentReference {
  return db.collection(TRACKING_LINKS).doc(token);
}

/**
 * Who watches the rider for an order: its customer, or for a shop's booking a name no account has
 * (`shop:<shopId>`), which still marks the rider busy for dispatch.
 */
export function watcherOf(order: {
  customerUid?: unknown;
  shopDelivery?: { shopId?: unknown };
}): string | null {
  if (typeof order.customerUid === 'string') return order.customerUid;
  const shopId = order.shopDelivery?.shopId;
  return typeof shopId === 'string' ? `shop:${shopId}` : null;
}

/** `orderId -> customerUid`, as kept on a position document. */
export type Watchers = Record<string, string>;

export function watchersOf(data: unknown): Watchers {
  const watchers = (data as { watchers?: unknown } | undefined)?.watchers;
  if (!watchers || typeof watchers !== 'object') return {};
  return Object.fromEntries(
    Object.entries(watchers as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
