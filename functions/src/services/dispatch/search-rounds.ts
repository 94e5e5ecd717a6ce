import type { Firestore } from 'firebase-admin/firestore';
import type { DispatchRun } from './dispatch-documents.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { fewFreeRiders, findNearbyRiders, nearestAmong, type NearbyRider } from './nearby-riders.js';
import { type Point, wantedFor } from './round-plan.js';

/**
 * Up to this many free riders of a vehicle type are read whole and each round picks from them in
 * memory; with more, each round runs its geohash ranges.
 */
const FEW_FREE = 15;

/**
 * Searches each round still to come in turn, from the run's next one, until one finds free
 * riders; after the last round, the last (widest) one again, for riders freed since. Riders the
 * run already tried are left out.
 */
export async function searchRounds(
  db: Firestore,
  run: DispatchRun,
  vehicleType: string,
  pickup: Point,
  now: number,
  deps: Pick<DispatchDeps, 'countReads'>,
): Promise<{ round: number; riders: NearbyRider[] } | null> {
  const exclude = new Set(run.tried);
  const few = await fewFreeRiders(db, vehicleType, FEW_FREE);
  deps.countReads?.(few.reads);
  for (let round = Math.min(run.round + 1, run.plan.length); round <= run.plan.length; round += 1) {
    const plan = run.plan[round - 1]!;
    const search = {
      center: pickup,
      radiusKm: plan.radiusKm,
      vehicleType,
      shopId: plan.shopId,
      exclude,
      want: wantedFor(run.batchSize),
      now,
    };
    if (few.riders) {
      const riders = nearestAmong(few.riders, search);
      if (riders.length > 0) return { round, riders };
      continue;
    }
    const { riders, reads } = await findNearbyRiders(db, search);
    deps.countReads?.(reads);
    if (riders.length > 0) return { round, riders };
  }
  return null;
}
