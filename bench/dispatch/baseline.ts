import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { distanceBetween, geohashQueryBounds } from 'geofire-common';
import type { Trip } from './orders';
import { RIDER_POSITIONS, riderOffersPath } from '@dropwise/domain/collections';

export interface BaselineSample {
  ms: number;
  /** Documents the range queries returned (an empty query billed as one). */
  reads: number;
  /** Riders within the radius, of whom the nearest 3 got an offer. */
  found: number;
}

const FIRST_RADIUS_KM = 3;
const BATCH_SIZE = 3;

/**
 * The least a first offer can cost with the admin SDK and no dispatch logic: the first round's
 * geohash range queries (3 km, the same equality filters), distance filtering and sorting in
 * memory, then one batch writing the 3 nearest riders an offer and marking their positions.
 * Timed to the batch's commit. Afterwards, untimed, the offers are withdrawn and the riders freed,
 * as the accept frees the riders it did not pick, so the baseline leaves the riders as it found them.
 */
export async function baselineOffer(db: Firestore, trip: Trip, id: string): Promise<BaselineSample> {
  const started = performance.now();
  const centre: [number, number] = [trip.pickup.lat, trip.pickup.lng];
  const query = db
    .collection(RIDER_POSITIONS)
    .where('available', '==', true)
    .where('vehicleType', '==', trip.vehicleType);
  const snapshots = await Promise.all(
    geohashQueryBounds(centre, FIRST_RADIUS_KM * 1000).map(([start, end]) =>
      query.orderBy('geohash').startAt(start).endAt(end).get(),
    ),
  );
  let reads = 0;
  const near: Array<{ uid: string; km: number }> = [];
  for (const snapshot of snapshots) {
    reads += Math.max(1, snapshot.size);
    for (const doc of snapshot.docs) {
      const km = distanceBetween([doc.get('lat') as number, doc.get('lng') as number], centre);
      if (km <= FIRST_RADIUS_KM) near.push({ uid: doc.id, km });
    }
  }
  near.sort((a, b) => a.km - b.km);
  const chosen = near.slice(0, BATCH_SIZE);
  const offer = (uid: string) => db.doc(`${riderOffersPath(uid)}/${id}`);
  const position = (uid: string) => db.doc(`${RIDER_POSITIONS}/${uid}`);
  const batch = db.batch();
  for (const rider of chosen) {
    batch.set(offer(rider.uid), {
      orderId: id,
      kind: trip.kind,
      pickup: { label: 'Bench pickup', coordinates: trip.pickup },
      dropOff: { label: 'Bench drop-off', coordinates: trip.dropOff },
      distanceToPickupKm: Math.round(rider.km * 10) / 10,
      tripKm:
        Math.round(
          distanceBetween([trip.pickup.lat, trip.pickup.lng], [trip.dropOff.lat, trip.dropOff.lng]) * 10,
        ) / 10,
      fare: { amount: 100, currency: 'INR' },
      expiresAt: Timestamp.fromMillis(Date.now() + 30_000),
      round: 1,
      createdAt: FieldValue.serverTimestamp(),
    });
    batch.update(position(rider.uid), { offerOrderId: id, available: false });
  }
  if (chosen.length > 0) await batch.commit();
  const ms = performance.now() - started;
  if (chosen.length === 0) return { ms, reads, found: 0 };

  const undo = db.batch();
  for (const rider of chosen) {
    undo.delete(offer(rider.uid));
    undo.update(position(rider.uid), { offerOrderId: null, available: true });
  }
  await undo.commit();
  return { ms, reads, found: near.length };
}
