import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { FareTable } from '@dropwise/domain/fares';
import { type FirestoreOps, firestoreOps } from '../../scripts/function-host/firestore-op-counter';
import { offerRef } from '../../functions/src/services/dispatch/dispatch-documents';
import { startDispatch } from '../../functions/src/services/dispatch/dispatch-step';
import { acceptOffer } from '../../functions/src/services/dispatch/offer-replies';
import { bookOrder } from '../../functions/src/services/orders/book-order';
import { CITIES, type Point, pointInDisc, seededRandom } from './places';
import { type DispatchSplit, splitDispatch, traced } from './rpc-trace';
import { USERS } from '@dropwise/domain/collections';

export interface Trip {
  kind: 'ride' | 'parcel';
  vehicleType: string;
  pickup: Point;
  dropOff: Point;
}

/**
 * `count` trips alternating between the cities, the vehicle types in turn so that demand per
 * type matches the riders', the parcel type's share split between rides and parcels.
 */
export function benchTrips(seed: number, count: number, table: FareTable): Trip[] {
  const random = seededRandom(seed);
  const types = Object.keys(table.vehicles);
  return Array.from({ length: count }, (_, index) => {
    const city = CITIES[index % CITIES.length]!;
    const turn = Math.floor(index / CITIES.length);
    const vehicleType = types[turn % types.length]!;
    const parcel = vehicleType === table.parcelVehicleType && Math.floor(turn / types.length) % 2 === 1;
    return {
      kind: parcel ? 'parcel' : 'ride',
      vehicleType,
      pickup: pointInDisc(city.centre, random),
      dropOff: pointInDisc(city.centre, random),
    };
  });
}

export interface BenchCustomer {
  uid: string;
  name: string;
  phone: string;
}

/**
 * Customers with a profile, as booking reads it. Enough of them that none nears the booking caps
 * (5 open orders, 10 an hour by default): each books at most 4 of the bench's orders.
 */
export async function benchCustomers(db: Firestore, run: string, count: number): Promise<BenchCustomer[]> {
  const customers = Array.from({ length: count }, (_, index) => ({
    uid: `bench-${run}-dispatch-customer-${index}`,
    name: `Bench Customer ${index}`,
    phone: `+9198${String(index).padStart(8, '0')}`,
  }));
  const batch = db.batch();
  for (const customer of customers) {
    batch.set(db.doc(`${USERS}/${customer.uid}`), {
      name: customer.name,
      phoneNumber: customer.phone,
      cityName: 'Pune',
    });
  }
  await batch.commit();
  return customers;
}

export function bookingBody(trip: Trip, index: number): Record<string, unknown> {
  const pickup = { address: `Bench pickup ${index}`, coordinates: trip.pickup };
  const dropOff = { address: `Bench drop-off ${index}`, coordinates: trip.dropOff };
  const common = { requestId: randomUUID(), scheduledAt: 'now', pickup, dropOff };
  return trip.kind === 'ride'
    ? { kind: 'ride', ...common, vehicleType: trip.vehicleType, passengers: 1 }
    : {
        kind: 'parcel',
        ...common,
        parcel: {
          sizeBand: 'small',
          description: 'A box of books',
          receiverName: 'Asha Patil',
          receiverPhone: '98765 43210',
        },
      };
}

export interface DispatchSample {
  /** From the order written (booked) to its first offers written. */
  ms: number;
  bookingMs: number;
  dispatchMs: number;
  split: DispatchSplit;
  outcome: string;
  round: number | null;
  /** What the dispatch steps read, as their `countReads` adds up. */
  reads: number;
  /** Offer documents found in the store for the riders the order was offered to (when checked). */
  offersChecked: { expected: number; found: number } | null;
  accepted: boolean;
  /** startDispatch's operations as the SDK counted them; only meaningful with one order in flight. */
  sdk: FirestoreOps;
}

/**
 * One order as production handles it, in this process: the booking service's transaction (what
 * POST /api/orders runs), then its startDispatch at once, timed together up to
 * the first offers written. The timer (Cloud Tasks in production) does nothing: the offers are
 * answered long before they would expire. Then, untimed, the nearest rider offered accepts
 * through the rider's accept service, which frees the others for the next orders.
 */
export async function bookAndDispatch(
  db: Firestore,
  trip: Trip,
  index: number,
  customer: BenchCustomer,
  checkOffers: boolean,
): Promise<DispatchSample> {
  let reads = 0;
  const started = performance.now();
  const booked = await bookOrder(db, {
    uid: customer.uid,
    tokenName: customer.name,
    tokenPhone: customer.phone,
    body: bookingBody(trip, index),
    mayAct: Promise.resolve(),
  });
  const bookedAt = performance.now();
  const opsBefore = firestoreOps();
  const { value: result, rpcs } = await traced(() =>
    startDispatch(db, booked.id, {
      now: Date.now,
      timer: { wakeAt: async () => {} },
      countReads: (documents) => (reads += documents),
    }),
  );
  const ended = performance.now();
  const opsAfter = firestoreOps();
  const offered = result.outcome === 'offered' ? result : null;
  let offersChecked: DispatchSample['offersChecked'] = null;
  if (offered && checkOffers) {
    const offers = await db.getAll(...offered.riders.map((riderId) => offerRef(db, riderId, booked.id)));
    offersChecked = { expected: offered.riders.length, found: offers.filter((offer) => offer.exists).length };
  }
  // Counted, not fatal: a refused accept leaves its riders held (the bench's timer ends no offer).
  const accepted = offered
    ? await acceptOffer(db, offered.riders[0]!, booked.id, {
        now: Date.now,
        timer: { wakeAt: async () => {} },
      }).then(
        () => true,
        () => false,
      )
    : false;
  return {
    // From the order written (booked) to its first offers written: what the booking request does next.
    ms: ended - bookedAt,
    bookingMs: bookedAt - started,
    dispatchMs: ended - bookedAt,
    split: splitDispatch(rpcs, ended - bookedAt),
    outcome: result.outcome,
    round: offered?.round ?? null,
    reads,
    offersChecked,
    accepted,
    sdk: {
      reads: opsAfter.reads - opsBefore.reads,
      writes: opsAfter.writes - opsBefore.writes,
      deletes: opsAfter.deletes - opsBefore.deletes,
      rpcs: opsAfter.rpcs - opsBefore.rpcs,
    },
  };
}
