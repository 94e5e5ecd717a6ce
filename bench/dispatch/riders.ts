import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { geohashForLocation } from 'geofire-common';
import { CITIES, type Point, pointInDisc, seededRandom } from './places';
import { RIDERS, RIDER_POSITIONS } from '@dropwise/domain/collections';
import { indiaDate } from '@dropwise/domain/india-time';
import { examplePapers, papersRecords } from '@dropwise/domain/safety/papers-records';

/** Complete papers: assigning a rider requires them. */
const benchPapers = papersRecords('Bench Rider', examplePapers(indiaDate(Date.now())), null).rider;

export interface BenchRider {
  uid: string;
  city: string;
  vehicleType: string;
  at: Point;
}

/**
 * `count` riders, alternating between the cities and, within each, taking the vehicle types in
 * turn, so every type has the same share of riders in both cities. The first 100 of a run are
 * the first 100 of the 1,000, so topping up adds riders without moving anyone.
 */
export function benchRiders(run: string, count: number, vehicleTypes: string[]): BenchRider[] {
  const random = seededRandom(1);
  return Array.from({ length: count }, (_, index) => {
    const city = CITIES[index % CITIES.length]!;
    return {
      uid: `bench-${run}-dispatch-rider-${index}`,
      city: city.name,
      vehicleType: vehicleTypes[Math.floor(index / CITIES.length) % vehicleTypes.length]!,
      at: pointInDisc(city.centre, random),
    };
  });
}

/**
 * What going on duty and one position report leave in the store (rider-duty.ts setRiderDuty,
 * position-reports.ts reportPosition), field for field: the query filters on some of these and
 * the offer transaction rewrites others, so a thinner document would flatter both. No Auth
 * account: accepting in-process needs only the active rider document.
 */
export async function putOnDuty(db: Firestore, riders: BenchRider[], now = Date.now()): Promise<void> {
  const at = Timestamp.fromMillis(now);
  // Two documents per rider, within the 500 writes a batch may hold.
  for (let start = 0; start < riders.length; start += 200) {
    const batch = db.batch();
    for (const rider of riders.slice(start, start + 200)) {
      batch.set(db.doc(`${RIDERS}/${rider.uid}`), {
        name: `Bench Rider ${rider.uid.split('-').pop()}`,
        nameLower: `bench rider ${rider.uid.split('-').pop()}`,
        phone: '+919800000000',
        email: `${rider.uid}@bench.dropwise.test`,
        vehicleType: rider.vehicleType,
        shopId: null,
        active: true,
        onDuty: true,
        ...benchPapers,
        dutyChangedAt: at,
        createdAt: at,
        updatedAt: at,
      });
      batch.set(db.doc(`${RIDER_POSITIONS}/${rider.uid}`), {
        watchers: {},
        busy: false,
        offerOrderId: null,
        available: true,
        missedOffers: 0,
        vehicleType: rider.vehicleType,
        shopId: null,
        since: at,
        at,
        lat: rider.at.lat,
        lng: rider.at.lng,
        accuracy: 10,
        geohash: geohashForLocation([rider.at.lat, rider.at.lng]),
      });
    }
    await batch.commit();
  }
}

/**
 * A position report for each rider, as their phones send every 10 s: riders seeded minutes
 * earlier would otherwise pass the 10-minute silence and drop out of the search unnoticed.
 */
export async function reportPositions(db: Firestore, riders: BenchRider[], now = Date.now()): Promise<void> {
  for (let start = 0; start < riders.length; start += 500) {
    const batch = db.batch();
    for (const rider of riders.slice(start, start + 500)) {
      batch.update(db.doc(`${RIDER_POSITIONS}/${rider.uid}`), {
        lat: rider.at.lat,
        lng: rider.at.lng,
        accuracy: 10,
        at: Timestamp.fromMillis(now),
        geohash: geohashForLocation([rider.at.lat, rider.at.lng]),
      });
    }
    await batch.commit();
  }
}
