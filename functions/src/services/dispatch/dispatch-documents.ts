import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { DISPATCH_RUNS, DISPATCH_SETTINGS_PATH, riderOffersPath } from '@dropwise/domain/collections';

/**
 * Where automatic dispatch keeps its data (described in docs/dispatch.md):
 * - `config/dispatch`: the settings admins change;
 * - `riders/{uid}/offers/{orderId}`: an offer standing for a rider, theirs alone to read;
 * - `dispatchRuns/{orderId}`: which riders an order was offered to, round by round, and what
 *   each did with it (admins read it; the board reads the summary on the order, `dispatch`);
 * - `riderPositions/{uid}` (the on-duty document of the live trip) carries what the nearby-rider
 *   query filters on: `geohash`, `vehicleType`, `shopId` and `available`.
 */

export function settingsRef(db: Firestore): DocumentReference {
  return db.doc(DISPATCH_SETTINGS_PATH);
}

export function runRef(db: Firestore, orderId: string): DocumentReference {
  return db.collection(DISPATCH_RUNS).doc(orderId);
}

export function offerRef(db: Firestore, riderId: string, orderId: string): DocumentReference {
  return db.collection(riderOffersPath(riderId)).doc(orderId);
}

/** `dispatchRuns/{orderId}`: the working record of one order's dispatch. */
export interface DispatchRun {
  /** The round now standing (from 1), 0 before the first. */
  round: number;
  /** Every round's search: a shop's own riders first where the order has a shop, then each radius. */
  plan: RoundPlan[];
  /** Riders holding an offer in the current round. */
  offeredTo: string[];
  /** Every rider ever offered this order: nobody is offered it twice. */
  tried: string[];
  declined: string[];
  expired: string[];
  /** When the current round's offers end (epoch ms). */
  expiresAt: number | null;
  /** How long each offer stands, as the settings said when the run began. */
  offerSeconds: number;
  batchSize: number;
  /** How long the order may wait for a free rider after its rounds, as the settings said at its start. */
  maxWaitMinutes: number;
  /** When the order first found nobody free and began to wait (epoch ms), or null. */
  waitingSince: number | null;
}

export interface RoundPlan {
  radiusKm: number;
  /** Only this shop's riders. */
  shopId: string | null;
}
