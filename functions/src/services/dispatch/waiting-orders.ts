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

/** How many of the waiting orders near a rider are tried before giving up on that rider. */
const CANDIDATES = 5;

/**
 * Riders who may just have freed up (a delivery, a cancellation, a decline, an offer that ended,
 * going on duty): each one still free is offered the oldest order waiting for a rider within the
 * widest search radius, the nearest first among orders booked at the same moment. Riders are
 * matched one after another, so two of them never take the same order. When no order waits, a
 * rider costs two reads: their on-duty document and one empty query. Failures are logged and
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
  const any = await firestoreCall(waiting.limit(1).get());
  deps.countReads?.(1);
  if (any.empty) return;

  const radiusKm = (await loadDispatchSettings(db)).radiiKm.at(-1)!;
  const candidates = await waitingOrdersNear(waiting, center, radiusKm, deps);
  for (const order of candidates.slice(0, CANDIDATES)) {
    if (await offerWaitingOrder(db, order.id, { riderId, distanceKm: order.distanceKm }, deps)) return;
  }
}

/** The orders waiting within the radius, oldest first, found by geohash ranges around the rider. */
async function waitingOrdersNear(
  waiting: Query,
  center: { lat: number; lng: number },
  radiusKm: number,
  deps: DispatchDeps,
): Promise<Array<{ id: string; distanceKm: number; bookedAt: number }>> {
  const snapshots = await firestoreCall(
    Promise.all(
      geohashCovering(center, radiusKm).map(([start, end]) =>
        waiting.orderBy('pickupGeohash').startAt(start).endAt(end).get(),
      ),
    ),
  );
  const found = new Map<string, { id: string; distanceKm: number; bookedAt: number }>();
  for (const snapshot of snapshots) {
    deps.countReads?.(Math.max(1, snapshot.size));
    for (const order of snapshot.docs) {
      const near = nearEnough(order, center, radiusKm);
      if (near) found.set(order.id, near);
    }
  }
  return [...found.values()].sort((a, b) => a.bookedAt - b.bookedAt || a.distanceKm - b.distanceKm);
}

function nearEnough(
  order: DocumentSnapshot,
  center: { lat: number; lng: number },
  radiusKm: number,
): { id: string; distanceKm: number; bookedAt: number } | null {
  const pickup = pointOf(order.get('pickup'));
  if (!pickup) return null;
  const distanceKm = distanceBetween([pickup.lat, pickup.lng], [center.lat, center.lng]);
  if (distanceKm > radiusKm) return null;
  return { id: order.id, distanceKm, bookedAt: toMillis(order.get('createdAt')) ?? 0 };
}

/**
 * Offers an order waiting for a free rider to one rider who has just freed up, unless the rider
 * was offered it before or the order moved on meanwhile. Answers whether the offer went out.
 */
async function offerWaitingOrder(
  db: Firestore,
  orderId: string,
  rider: NearbyRider,
  deps: DispatchDeps,
): Promise<boolean> {
  const runSnapshot = await firestoreCall(runRef(db, orderId).get());
  deps.countReads?.(1);
  const run = readRun(runSnapshot);
  if (!run || run.tried.includes(rider.riderId) || run.offeredTo.length > 0) return false;
  const now = deps.now();
  const offered = await writeRound(db, orderId, run, true, { round: run.round, riders: [rider] }, now, deps);
  if (!offered) return false;
  await deps.timer.wakeAt(orderId, offered.expiresAt);
  return true;
}
