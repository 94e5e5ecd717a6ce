import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import { distanceBetween } from 'geofire-common';
import { toMillis } from '@dropwise/domain/rider-duty';
import { firestoreCall } from '../../lib/deadline.js';
import { positionRef } from '../trip/trip-documents.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { loadDispatchSettings } from './dispatch-settings.js';
import { geohashCovering } from './geohash-covering.js';
import { readRun } from './dispatch-run.js';
import { runRef } from './dispatch-documents.js';
import type { NearbyRider } from './nearby-riders.js';
import { writeRound } from './write-round.js';
import { pointOf } from './round-plan.js';
import { ORDERS } from '@dropwise/domain/collections';

/**
 * How many waiting orders near a rider may be lost to other riders (offered to them meanwhile)
 * before giving up on that rider. Orders the rider was offered before are passed over without
 * counting: a rider who declined the oldest few is still offered the next one.
 */
const RACES_LOST = 5;
/**
 * Up to this many orders waiting for a rider of one vehicle type are read whole and sorted in
 * memory; with more, the geohash ranges around the rider find those near them.
 */
const FEW_WAITING = 15;

/**
 * Riders who may just have freed up (a delivery, a cancellation, a decline, an offer that ended,
 * going on duty): each one still free is offered the oldest order waiting for a rider within the
 * widest search radius, the nearest first among orders booked at the same moment. Riders are
 * matched one after another, so two of them never take the same order. When no order waits, a
 * rider costs two reads: their on-duty document and one empty query; when a few wait, those are
 * read whole rather than by geohash ranges around the rider (one read per range, even empty). Failures are logged and
 * never fail the change that freed the riders: the minute sweep searches for waiting orders too.
 */
export async function offerWaitingOrdersTo(
  db: Firestore,
  riderIds: readonly string[],
  deps: DispatchDeps,
): Promise<void> {
  for (const riderId of new Set(riderIds)) {
    try {
      await offerOldestWaitingOrder(db, riderId, deps);
    } catch (error) {
      console.error('dispatch: could not offer waiting orders to a freed rider', riderId, error);
    }
  }
}

async function offerOldestWaitingOrder(db: Firestore, riderId: string, deps: DispatchDeps): Promise<void> {
  const position = await firestoreCall(positionRef(db, riderId).get());
  deps.countReads?.(1);
  const at = { lat: position.get('lat') as unknown, lng: position.get('lng') as unknown };
  const vehicleType = position.get('vehicleType');
  if (position.get('available') !== true || typeof vehicleType !== 'string') return;
  if (typeof at.lat !== 'number' || typeof at.lng !== 'number') return;
  const center = { lat: at.lat, lng: at.lng };

  const waiting = db
    .collection(ORDERS)
    .where('dispatch.state', '==', 'waiting')
    .where('dispatch.waitingFor', '==', 'rider')
    .where('vehicleType', '==', vehicleType);
  const few = await firestoreCall(waiting.limit(FEW_WAITING + 1).get());
  deps.countReads?.(Math.max(1, few.size));
  if (few.empty) return;

  const radiusKm = (await loadDispatchSettings(db)).radiiKm.at(-1)!;
  const candidates =
    few.size <= FEW_WAITING
      ? oldestFirst(few.docs.map((order) => nearEnough(order, center, radiusKm)))
      : await waitingOrdersNear(waiting, center, radiusKm, deps);
  let lost = 0;
  for (const order of candidates) {
    const outcome = await offerWaitingOrder(db, order.id, { riderId, distanceKm: order.distanceKm }, deps);
    if (outcome === 'offered' || (outcome === 'taken' && ++lost === RACES_LOST)) return;
  }
}

/** The orders waiting within the radius, oldest first, found by geohash ranges around the rider. */
async function waitingOrdersNear(
  waiting: Query,
  center: { lat: number; lng: number },
  radiusKm: number,
  deps: DispatchDeps,
): Promise<WaitingOrder[]> {
  const snapshots = await firestoreCall(
    Promise.all(
      geohashCovering(center, radiusKm).map(([start, end]) =>
        waiting.orderBy('pickupGeohash').startAt(start).endAt(end).get(),
      ),
    ),
  );
  const found = new Map<string, WaitingOrder>();
  for (const snapshot of snapshots) {
    deps.countReads?.(Math.max(1, snapshot.size));
    for (const order of snapshot.docs) {
      const near = nearEnough(order, center, radiusKm);
      if (near) found.set(order.id, near);
    }
  }
  return oldestFirst([...found.values()]);
}

type WaitingOrder = { id: string; distanceKm: number; bookedAt: number };

/** Oldest first; among orders booked at the same moment, the nearest. */
function oldestFirst(orders: ReadonlyArray<WaitingOrder | null>): WaitingOrder[] {
  return orders
    .filter((order): order is WaitingOrder => order !== null)
    .sort((a, b) => a.bookedAt - b.bookedAt || a.distanceKm - b.distanceKm);
}

function nearEnough(
  order: DocumentSnapshot,
  center: { lat: number; lng: number },
  radiusKm: number,
): WaitingOrder | null {
  const pickup = pointOf(order.get('pickup'));
  if (!pickup) return null;
  const distanceKm = distanceBetween([pickup.lat, pickup.lng], [center.lat, center.lng]);
  if (distanceKm > radiusKm) return null;
  return { id: order.id, distanceKm, bookedAt: toMillis(order.get('createdAt')) ?? 0 };
}

/**
 * Offers an order waiting for a free rider to one rider who has just freed up: 'tried' when the
 * rider was offered it before, 'taken' when the order moved on meanwhile.
 */
async function offerWaitingOrder(
  db: Firestore,
  orderId: string,
  rider: NearbyRider,
  deps: DispatchDeps,
): Promise<'offered' | 'tried' | 'taken'> {
  const runSnapshot = await firestoreCall(runRef(db, orderId).get());
  deps.countReads?.(1);
  const run = readRun(runSnapshot);
  if (run?.tried.includes(rider.riderId)) return 'tried';
  if (!run || run.offeredTo.length > 0) return 'taken';
  const now = deps.now();
  const offered = await writeRound(db, orderId, run, true, { round: run.round, riders: [rider] }, now, deps);
  if (!offered) return 'taken';
  await deps.timer.wakeAt(orderId, offered.expiresAt);
  return 'offered';
}
