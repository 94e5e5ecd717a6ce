import type { FareTable } from '@dropwise/domain/fares';
import { bookingBody, type Trip } from '../dispatch/orders';
import { CITIES, type Point, pointInDisc, seededRandom } from '../dispatch/places';

/**
 * The day, in numbers. Trips are compressed, riders acting at once: a rider drives
 * `toPickupSeconds` to the pickup and `rideSeconds` to the drop-off (15 s a trip, plus the calls).
 * Ten riders of a type then carry about 30 trips a minute, so the rush (50 in the first minute,
 * about 17 a type) is within the fleet, as an operator sizes it for its rush, yet its bursts find
 * every rider of a type busy for moments and orders wait for the next one free; the rest of the day
 * (150 over 9 minutes) keeps them about a third busy. What people wait for then measures dispatch,
 * not a fleet too small for the demand.
 */
export const DAY = {
  riders: 30,
  customers: 24,
  /** The first customers' order pages are open in Chromium (the first also shares each trip). */
  watchedCustomers: 3,
  /** DROPWISE_DAY_ORDERS and DROPWISE_DAY_SECONDS shorten a trial run; the rush stays a quarter. */
  orders: Number(process.env.DROPWISE_DAY_ORDERS ?? 200),
  rush: Math.round(Number(process.env.DROPWISE_DAY_ORDERS ?? 200) / 4),
  rushSeconds: 60,
  arrivalSeconds: Number(process.env.DROPWISE_DAY_SECONDS ?? 600),
  drainSeconds: 120,
  /**
   * The whole npm run bench:day, emulators' start-up included, stays under 15 minutes: the drain
   * ends this long after the script started (DROPWISE_DAY_STARTED, epoch seconds), if sooner.
   */
  wholeRunSeconds: 14 * 60,
  reportEveryMs: 10_000,
  toPickupSeconds: 5,
  rideSeconds: 10,
  /** Rides whose customer presses SOS as the rider is assigned: every 20th order, ten a day. */
  sosEvery: 20,
  /** Riders whose cash records wait in their outbox and go 10 at a time: every 5th rider. */
  outboxEvery: 5,
  outboxFlush: 10,
  /** A waiting order counts as unmatched when a free rider of its type in range had been free this long. */
  freeForMs: 5_000,
} as const;

const PUNE = CITIES[0].centre;

/** When each order is booked, in ms from the start: the rush, then an even spread with jitter. */
export function arrivals(): number[] {
  const random = seededRandom(7);
  const rushMs = (DAY.rushSeconds * 1000 * DAY.arrivalSeconds) / 600;
  const rest = DAY.orders - DAY.rush;
  const restMs = DAY.arrivalSeconds * 1000 - rushMs;
  return [
    ...Array.from({ length: DAY.rush }, (_, i) => ((i + random()) * rushMs) / DAY.rush),
    ...Array.from({ length: rest }, (_, i) => rushMs + ((i + random()) * restMs) / rest),
  ];
}

/**
 * The day's trips, all around Pune (12 km of its centre): the vehicle types in turn, so demand
 * per type matches the riders', the parcel type's share split between rides and parcels.
 */
export function dayTrips(table: FareTable): Trip[] {
  const random = seededRandom(11);
  const types = Object.keys(table.vehicles);
  return Array.from({ length: DAY.orders }, (_, index) => {
    const vehicleType = types[index % types.length]!;
    const parcel = vehicleType === table.parcelVehicleType && Math.floor(index / types.length) % 2 === 1;
    return {
      kind: parcel ? 'parcel' : 'ride',
      vehicleType,
      pickup: pointInDisc(PUNE, random),
      dropOff: pointInDisc(PUNE, random),
    };
  });
}

/** Where each rider starts, and their vehicle type: the types in turn. */
export function riderStarts(table: FareTable): Array<{ vehicleType: string; at: Point }> {
  const random = seededRandom(13);
  const types = Object.keys(table.vehicles);
  return Array.from({ length: DAY.riders }, (_, index) => ({
    vehicleType: types[index % types.length]!,
    at: pointInDisc(PUNE, random),
  }));
}

export { bookingBody, type Trip };
