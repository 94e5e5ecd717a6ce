import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { DispatchRun } from './dispatch-documents.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { findNearbyRiders, type NearbyRider } from './nearby-riders.js';
import { type Point, wantedFor } from './round-plan.js';

/**
 * Searches each round still to come in turn, from the run's next one, until one finds free
 * riders; after the last round, the last (widest) one again, for riders freed since. Riders the
 * run already tried are left out.
 */
export async function searchRounds(
  db: Firestore,
  run: DispatchRun,
  order: DocumentSnapshot,
  pickup: Point,
  now: number,
  deps: DispatchDeps,
): Promise<{ round: number; riders: NearbyRider[] } | null> {
  const exclude = new Set(run.tried);
  for (let round = Math.min(run.round + 1, run.plan.length); round <= run.plan.length; round += 1) {
    const plan = run.plan[round - 1]!;
    const search = {
      center: pickup,
      radiusKm: plan.radiusKm,
      vehicleType: String(order.get('vehicleType')),
      shopId: plan.shopId,
      exclude,
      want: wantedFor(run.batchSize),
      now,
    };
    const { riders, reads } = await findNearbyRiders(db, search);
    deps.countReads?.(reads);
    if (riders.length > 0) return { round, riders };
  }
  return null;
}
