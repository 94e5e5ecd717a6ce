import type { Firestore, Query } from 'firebase-admin/firestore';
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
  const center: [number, number] = [search.center.lat, search.center.lng];
  let base: Query = db
    .collection(RIDER_POSITIONS)
    .where('available', '==', true)
    .where('vehicleType', '==', search.vehicleType);
  if (search.shopId) base = base.where('shopId', '==', search.shopId);
  const snapshots = await firestoreCall(
    Promise.all(
      geohashCovering(search.center, search.radiusKm).map(([start, end]) =>
        base.orderBy('geohash').startAt(start).endAt(end).get(),
      ),
    ),
  );
  let reads = 0;
  const found: NearbyRider[] = [];
  for (const snapshot of snapshots) {
    reads += Math.max(1, snapshot.size);
    for (const doc of snapshot.docs) {
      const lat = doc.get('lat');
      const lng = doc.get('lng');
      if (typeof lat !== 'number' || typeof lng !== 'number') continue;
      if (search.exclude.has(doc.id)) continue;
      if (!isOnDuty({ onDuty: true, dutyChangedAt: doc.get('since') }, doc.get('at'), search.now)) continue;
      const distanceKm = distanceBetween([lat, lng], center);
      if (distanceKm <= search.radiusKm) found.push({ riderId: doc.id, distanceKm });
    }
  }
  found.sort((a, b) => a.distanceKm - b.distanceKm);
  return { riders: found.slice(0, search.want), reads };
}
