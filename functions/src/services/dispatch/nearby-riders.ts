import type { Firestore, Query } from 'firebase-admin/firestore';
import { distanceBetween, geohashQueryBounds } from 'geofire-common';
import { isOnDuty } from '@domain/rider-duty';
import { firestoreCall } from '../../lib/deadline.js';
import { RIDER_POSITIONS } from '../trip/trip-documents.js';

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
 * A quarter of the round's radius first, then all of it: each circle is a round trip, so two
 * bound the time, and the first is small enough to stop in where riders are dense.
 */
function searchSteps(radiusKm: number): number[] {
  return [radiusKm / 4, radiusKm];
}

/**
 * The nearest available riders on duty within the radius, nearest first, found with geohash range
 * queries on `riderPositions` (vehicle type, shop and availability as equality filters), never by
 * reading every rider. The search looks in a quarter of the radius first and goes on to all of it
 * only when too few riders are inside: anyone outside a circle is farther than everyone inside
 * it, so the riders answered are the nearest, and where riders are dense the search stops in the
 * small circle, so the documents read stay near a few batches' worth as riders on duty grow. `reads` counts the documents the queries
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
  let reads = 0;
  let found: NearbyRider[] = [];
  for (const stepKm of searchSteps(search.radiusKm)) {
    const bounds = geohashQueryBounds(center, stepKm * 1000);
    const snapshots = await firestoreCall(
      Promise.all(bounds.map(([start, end]) => base.orderBy('geohash').startAt(start).endAt(end).get())),
    );
    const byRider = new Map<string, NearbyRider>();
    for (const snapshot of snapshots) {
      reads += Math.max(1, snapshot.size);
      for (const doc of snapshot.docs) {
        const lat = doc.get('lat');
        const lng = doc.get('lng');
        if (typeof lat !== 'number' || typeof lng !== 'number') continue;
        if (search.exclude.has(doc.id)) continue;
        if (!isOnDuty({ onDuty: true, dutyChangedAt: doc.get('since') }, doc.get('at'), search.now)) continue;
        const distanceKm = distanceBetween([lat, lng], center);
        if (distanceKm <= stepKm) byRider.set(doc.id, { riderId: doc.id, distanceKm });
      }
    }
    found = [...byRider.values()].sort((a, b) => a.distanceKm - b.distanceKm);
    if (found.length >= search.want) break;
  }
  return { riders: found.slice(0, search.want), reads };
}
