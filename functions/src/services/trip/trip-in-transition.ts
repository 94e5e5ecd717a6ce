import type { VehicleCard } from '@dropwise/domain/safety/rider-papers';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import type { Coordinates } from '@dropwise/domain/fares';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { FINAL_STATUSES, type OrderStatus } from '@dropwise/domain/order-lifecycle';
import { firstNameOf, TRACKING_LINK_AFTER_END_MS } from '@dropwise/domain/tracking';
import { positionPoint, positionRef, trackingLinkRef, watcherOf, watchersOf } from './trip-documents.js';

/**
 * What a status change does to the live trip, inside the change's own transaction, so that who
 * may see the rider and what a shared link shows never lag behind the order:
 * - a rider's `watchers` gain the order when it is assigned to them and lose it when it ends or
 *   goes to another rider (the customer then loses sight at once);
 * - a shared link follows the status and the rider, and ends an hour after the order does.
 */
export interface TripReads {
  /** Null when the order was never shared. */
  share: DocumentSnapshot | null;
  /** Position documents of the riders whose watchers may change, by rider id. */
  positions: Map<string, DocumentSnapshot>;
}

/** The riders whose watchers this move changes: the new one gains the order, the old one loses it. */
function ridersTouched(
  order: OrderDocument<Timestamp>,
  to: OrderStatus,
  newRiderId: string | null,
): string[] {
  const riders = new Set<string>();
  if (newRiderId) riders.add(newRiderId);
  const leaves = newRiderId !== null || FINAL_STATUSES.includes(to) || to === 'accepted';
  if (order.riderId && leaves) riders.add(order.riderId);
  return [...riders];
}

/**
 * The position documents whose watchers may change, read before any write; `share` is the order's
 * `private/share`, read once the order is known to be shared (`readShareOf`). No round trip when
 * no rider is concerned (accepting, cancelling a pending order).
 */
export async function readTripState(
  db: Firestore,
  transaction: Transaction,
  share: DocumentSnapshot | null,
  change: { order: OrderDocument<Timestamp>; to: OrderStatus; newRiderId: string | null },
): Promise<TripReads> {
  const riders = ridersTouched(change.order, change.to, change.newRiderId);
  if (riders.length === 0) return { share, positions: new Map() };
  const positions = await transaction.getAll(...riders.map((riderId) => positionRef(db, riderId)));
  return { share, positions: new Map(riders.map((riderId, i) => [riderId, positions[i]!])) };
}

export function writeTripChanges(
  db: Firestore,
  transaction: Transaction,
  change: {
    orderId: string;
    order: OrderDocument<Timestamp>;
    to: OrderStatus;
    rider: { id: string; name: string; vehicle: VehicleCard | null } | null;
    reads: TripReads;
    /** The rider who accepted the order from an offer: their offer ends with it. */
    acceptedOfferBy?: string;
    /** Where the order's rider is now, when the change says so (their own delivery: the drop-off). */
    riderAt?: Coordinates | null;
  },
): void {
  const { orderId, order, to, rider, reads } = change;
  const watcher = new FieldPath('watchers', orderId);
  const ended = FINAL_STATUSES.includes(to);
  for (const [riderId, position] of reads.positions) {
    // An off-duty rider has no position document; going on duty rebuilds the watchers.
    if (!position.exists) continue;
    const watching = watcherOf(order);
    const watches = rider?.id === riderId && !ended && watching;
    const watchers = watchersOf(position.data());
    if (watches) watchers[orderId] = watching;
    else delete watchers[orderId];
    // Dispatch offers orders only to riders with nothing open and no offer standing.
    const busy = Object.keys(watchers).length > 0;
    const offerOrderId =
      change.acceptedOfferBy === riderId ? null : ((position.get('offerOrderId') as string | null) ?? null);
    const fields: unknown[] = [
      'busy',
      busy,
      'offerOrderId',
      offerOrderId,
      'available',
      !busy && offerOrderId === null,
    ];
    // Answering an offer ends a run of missed ones.
    if (change.acceptedOfferBy === riderId) fields.push('missedOffers', 0);
    // Dispatch then matches the freed rider from where they are, not from their last report, up to
    // a report's interval back along the trip (the report's time stays, so freshness is not faked).
    if (change.riderAt && order.riderId === riderId) {
      fields.push(...Object.entries(positionPoint(change.riderAt)).flat());
    }
    transaction.update(position.ref, watcher, watches ? watching : FieldValue.delete(), ...fields);
  }

  const token = reads.share?.get('token');
  if (!reads.share || typeof token !== 'string') return;
  const link: UpdateData<DocumentData> = { status: to, updatedAt: FieldValue.serverTimestamp() };
  if (rider)
    Object.assign(link, {
      riderId: rider.id,
      riderFirstName: firstNameOf(rider.name),
      vehicle: rider.vehicle,
    });
  // Back on the dispatch board (a rider released): the link names no rider until the next one.
  if (to === 'accepted') Object.assign(link, { riderId: null, riderFirstName: null, vehicle: null });
  if (ended) {
    const expiresAt = Timestamp.fromMillis(Date.now() + TRACKING_LINK_AFTER_END_MS);
    Object.assign(link, { endedAt: FieldValue.serverTimestamp(), expiresAt });
    transaction.update(reads.share.ref, { expiresAt });
  }
  transaction.update(trackingLinkRef(db, token), link);
}
