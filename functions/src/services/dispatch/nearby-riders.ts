import type { DocumentSnapshot, Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { distanceBetween } from 'geofire-common';
import { isOnDuty } from '@dropwise/domain/rider-duty';
import { firestoreCall } from '../../lib/deadline.js';
import { geohashCovering } from './geohash-covering.js';
import { RIDER_POSITIONS } from '@dropwise/domain/collections';

export interface NearbySearch {
  center: { lat: number; lng: number };
  radiusKm: number;
  vehicleType: string;
  /** Only this shop's riders. */
  shopId: string | null;
  /** Riders already offered the order. */
  exclude: ReadonlySet<string>;
  /** How many of the nearest are wanted. */
  want: number;
  now: number;
}

export interface NearbyRider {
  riderId: string;
  distanceKm: number;
}

/** Free riders of one vehicle type (and shop), as the dispatch searches query them. */
function freeRiders(db: Firestore, vehicleType: string, shopId: string | null): Query {
  const base = db
    .collection(RIDER_POSITIONS)
    .where('available', '==', true)
    .where('vehicleType', '==', vehicleType);
  return shopId ? base.where('shopId', '==', shopId) : base;
}

/**
 * Every free rider of the vehicle type, when there are at most `few` of them: a count (one billed
 * read) and then those riders' documents, or null when there are more. In a rush few riders are
 * free, and then one read replaces the geohash ranges' read each, although they return nothing.
 */
export async function fewFreeRiders(
  db: Firestore,
  vehicleType: string,
  few: number,
): Promise<{ riders: QueryDocumentSnapshot[] | null; reads: number }> {
  const query = freeRiders(db, vehicleType, null);
  const count = (await firestoreCall(query.count().get())).data().count;
  if (count === 0) return { riders: [], reads: 1 };
  if (count > few) return { riders: null, reads: 1 };
  const found = await firestoreCall(query.limit(few).get());
  return { riders: found.docs, reads: 1 + Math.max(1, found.size) };
}

/** Of these rider position documents, the nearest on duty within the search, nearest first. */
export function nearestAmong(docs: readonly DocumentSnapshot[], search: NearbySearch): NearbyRider[] {
  const center: [number, number] = [search.center.lat, search.center.lng];
  const found: NearbyRider[] = [];
  for (const doc of docs) {
    const lat = doc.get('lat');
    const lng = doc.get('lng');
    if (typeof lat !== 'number' || typeof lng !== 'number') continue;
    if (search.exclude.has(doc.id)) continue;
    if (search.shopId && doc.get('shopId') !== search.shopId) continue;
    if (!isOnDuty({ onDuty: true, dutyChangedAt: doc.get('since') }, doc.get('at'), search.now)) continue;
    const distanceKm = distanceBetween([lat, lng], center);
    if (distanceKm <= search.radiusKm) found.push({ riderId: doc.id, distanceKm });
  }
  found.sort((a, b) => a.distanceKm - b.distanceKm);
  return found.slice(0, search.want);
}

/**
 * The nearest available riders on duty within the radius, nearest first, found with geohash range
 * queries on `riderPositions` (vehicle type, shop and availability as equality filters), never by
 * reading every rider. The ranges cover the circle with cells about half the radius
 * (`geohashCovering`), all queried at once: one round trip, and the documents read are the riders
 * in and just around the circle plus one per empty range, so they follow how many riders are
 * near the pickup rather than how many are on duty. `reads` counts the documents the queries
 * returned (an empty query is billed as one read).
 */
export async function findNearbyRiders(
  db: Firestore,
  search: NearbySearch,
): Promise<{ riders: NearbyRider[]; reads: number }> {
  const base = freeRiders(db, search.vehicleType, search.shopId);
  const snapshots = await firestoreCall(
    Promise.all(
      geohashCovering(search.center, search.radiusKm).map(([start, end]) =>
        base.orderBy('geohash').startAt(start).endAt(end).get(),
      ),
    ),
  );
  const reads = snapshots.reduce((sum, snapshot) => sum + Math.max(1, snapshot.size), 0);
  return {
    riders: nearestAmong(
      snapshots.flatMap((snapshot) => snapshot.docs),
      search,
    ),
    reads,
  };
}
