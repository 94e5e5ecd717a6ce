import type {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';
import type { StoredOrderDispatch } from '@dropwise/domain/order-document';
import type { StoredDispatchSettings } from '@dropwise/domain/dispatch';
import type { DispatchRun } from './dispatch-documents.js';
import type { NearbyRider } from './nearby-riders.js';
import { chooseRiders, type OfferedOrder, putRound, putWaiting } from './round-writes.js';
import { newRun, offersStartAt, type Point } from './round-plan.js';
import { searchRounds } from './search-rounds.js';
import { positionRef } from '../trip/trip-documents.js';

/** A new order's first round, searched before its booking's transaction. */
export interface FirstRound {
  run: DispatchRun;
  /** The free riders the search found, or null when nobody is free in any round. */
  found: { round: number; riders: NearbyRider[] } | null;
  now: number;
}

/** What the booking's transaction began: when the order's timer wakes, and whether it waits. */
export interface BegunDispatch {
  wakeAt: number;
  waiting: boolean;
}

/** The order's fields that say where its dispatch stands. */
type BegunFields = { dispatch: StoredOrderDispatch<Timestamp>; pickupGeohash?: string | null };

/**
 * The search for a new order's first round, before its booking's transaction, so that the order is
 * stored with its offers already out: one write of the order and no second read of it. Null when
 * the booking leaves the start to `startDispatch`: automatic dispatch off, a ride booked for later
 * (its timer starts the offers), an order with no point to search from, or no wait at all.
 */
export async function searchFirstRound(
  db: Firestore,
  settings: StoredDispatchSettings,
  order: { vehicleType: string; shopId: string | null; pickup: Point | null; startsAt: number | null },
  now: number,
): Promise<FirstRound | null> {
  const { pickup } = order;
  const startsNow = order.startsAt === null || offersStartAt(order.startsAt, settings) <= now;
  if (!settings.auto || !pickup || !startsNow || settings.maxWaitMinutes <= 0) return null;
  const run = newRun(order.shopId, settings);
  return { run, found: await searchRounds(db, run, order.vehicleType, pickup, now, {}), now };
}

/** The found riders' position documents, which the booking's transaction reads. */
export function firstRoundPositions(db: Firestore, first: FirstRound | null): DocumentReference[] {
  return (first?.found?.riders ?? []).map((rider) => positionRef(db, rider.riderId));
}

/**
 * Inside the booking's transaction, with the found riders' positions just read: the offers to those
 * still free, or, when none is, the order waiting for the next rider in range to free up. Answers
 * the order's fields to store with it, and what the booking then does.
 */
export function beginFirstRound(
  db: Firestore,
  transaction: Transaction,
  booked: { orderId: string; order: OfferedOrder; first: FirstRound; positions: readonly DocumentSnapshot[] },
): { fields: BegunFields; begun: BegunDispatch } {
  const { orderId, order, first } = booked;
  const { run, now } = first;
  const chosen = first.found ? chooseRiders(first.found.riders, booked.positions, run) : [];
  if (first.found && chosen.length > 0) {
    const expiresAt = now + run.offerSeconds * 1000;
    const dispatch = putRound(db, transaction, {
      orderId,
      order,
      planned: run,
      number: first.found.round,
      chosen,
      expiresAt,
    });
    return { fields: { dispatch }, begun: { wakeAt: expiresAt, waiting: false } };
  }
  const until = now + run.maxWaitMinutes * 60_000;
  const pickup = order.pickup.coordinates;
  const fields = putWaiting(db, transaction, { orderId, planned: run, pickup, waitingSince: now, until });
  return { fields, begun: { wakeAt: until, waiting: true } };
}
