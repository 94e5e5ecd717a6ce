import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { distanceBetween, geohashForLocation } from 'geofire-common';
import type { StoredOrderDispatch } from '@dropwise/domain/order-document';
import { positionRef } from '../trip/trip-documents.js';
import { type DispatchRun, offerRef, runRef } from './dispatch-documents.js';
import { storedRun } from './dispatch-run.js';
import type { NearbyRider } from './nearby-riders.js';
import { type Point, pointOf } from './round-plan.js';

const roundKm = (km: number) => Math.round(km * 10) / 10;

/** What an offer shows the rider of the order, as the order stores it. */
export interface OfferedOrder {
  kind: 'ride' | 'parcel';
  pickup: { address: string; coordinates: Point | null };
  dropOff: { address: string; coordinates: Point | null };
  fare: { amount: number; currency: string; distanceKm?: number | null };
}

/**
 * Of the riders a search found, those the round offers: each whose position document, just read
 * in the round's transaction, still says free, and who was never offered the order; at most the
 * batch size, nearest first.
 */
export function chooseRiders(
  found: readonly NearbyRider[],
  positions: readonly DocumentSnapshot[],
  run: Pick<DispatchRun, 'tried' | 'batchSize'>,
): NearbyRider[] {
  return found
    .filter(
      (rider, i) =>
        positions[i]!.exists && positions[i]!.get('available') === true && !run.tried.includes(rider.riderId),
    )
    .slice(0, run.batchSize);
}

function tripKmOf(order: OfferedOrder): number {
  if (typeof order.fare.distanceKm === 'number') return order.fare.distanceKm;
  const pickup = pointOf(order.pickup);
  const dropOff = pointOf(order.dropOff);
  if (!pickup || !dropOff) return 0;
  return roundKm(distanceBetween([pickup.lat, pickup.lng], [dropOff.lat, dropOff.lng]));
}

/**
 * A round's writes in the caller's transaction: an offer to each chosen rider, each rider's
 * position marked as holding it, and the run. Answers the order's `dispatch`, which the caller
 * writes with the rest of its change to the order.
 */
export function putRound(
  db: Firestore,
  transaction: Transaction,
  round: {
    orderId: string;
    order: OfferedOrder;
    planned: DispatchRun;
    number: number;
    chosen: readonly NearbyRider[];
    expiresAt: number;
  },
): StoredOrderDispatch<Timestamp> {
  const { orderId, order, planned, chosen, expiresAt } = round;
  const tripKm = tripKmOf(order);
  const dropOffPoint = pointOf(order.dropOff);
  for (const rider of chosen) {
    transaction.create(offerRef(db, rider.riderId, orderId), {
      orderId,
      kind: order.kind,
      pickup: { label: order.pickup.address, coordinates: order.pickup.coordinates },
      dropOff: { label: order.dropOff.address, coordinates: dropOffPoint },
      distanceToPickupKm: roundKm(rider.distanceKm),
      tripKm,
      fare: { amount: order.fare.amount, currency: order.fare.currency },
      expiresAt: Timestamp.fromMillis(expiresAt),
      round: round.number,
      createdAt: FieldValue.serverTimestamp(),
    });
    transaction.update(positionRef(db, rider.riderId), { offerOrderId: orderId, available: false });
  }
  const offeredTo = chosen.map((rider) => rider.riderId);
  transaction.set(runRef(db, orderId), {
    ...storedRun(planned),
    round: round.number,
    offeredTo,
    tried: [...planned.tried, ...offeredTo],
    expiresAt: Timestamp.fromMillis(expiresAt),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return {
    state: 'offering',
    round: round.number,
    rounds: planned.plan.length,
    offered: offeredTo.length,
    until: Timestamp.fromMillis(expiresAt),
  };
}

/**
 * The writes of an order beginning to wait for a free rider, in the caller's transaction: the run
 * past its last round with no offer standing. Answers the order's change: its `dispatch`, and its
 * pickup's geohash, by which a rider who frees up finds the waiting orders near them.
 */
export function putWaiting(
  db: Firestore,
  transaction: Transaction,
  wait: { orderId: string; planned: DispatchRun; pickup: Point | null; waitingSince: number; until: number },
): { dispatch: StoredOrderDispatch<Timestamp>; pickupGeohash: string | null } {
  const { planned, pickup, waitingSince } = wait;
  const rounds = planned.plan.length;
  transaction.set(runRef(db, wait.orderId), {
    ...storedRun({ ...planned, round: rounds, offeredTo: [], expiresAt: null, waitingSince }),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return {
    dispatch: {
      state: 'waiting',
      waitingFor: 'rider',
      round: rounds,
      rounds,
      offered: 0,
      until: Timestamp.fromMillis(wait.until),
    },
    pickupGeohash: pickup ? geohashForLocation([pickup.lat, pickup.lng]) : null,
  };
}
