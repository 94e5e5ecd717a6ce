import type { Firestore } from 'firebase-admin/firestore';
import { firestoreCall } from '../../lib/deadline.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { positionRef } from '../trip/trip-documents.js';
import { type DispatchRun, runRef } from './dispatch-documents.js';
import { readRun, stillAsPlanned } from './dispatch-run.js';
import type { DispatchDeps } from './dispatch-deps.js';
import type { NearbyRider } from './nearby-riders.js';
import { chooseRiders, type OfferedOrder, putRound } from './round-writes.js';
import type { RoundOutcome } from './round-outcome.js';
import { ORDERS } from '@dropwise/domain/collections';

/**
 * Writes a round in one transaction that rereads the order, the run and the found riders'
 * position documents: an offer to each rider still free and never offered the order (at most the
 * batch size), each marked as holding an offer and told, and the round on the run and the order.
 * Null when the order's dispatch moved on meanwhile or none of the riders is free any more.
 */
export async function writeRound(
  db: Firestore,
  orderId: string,
  planned: DispatchRun,
  runExists: boolean,
  found: { round: number; riders: NearbyRider[] },
  now: number,
  deps: DispatchDeps,
): Promise<Extract<RoundOutcome, { outcome: 'offered' }> | null> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const expiresAt = now + planned.offerSeconds * 1000;
  return firestoreCall(
    db.runTransaction(async (transaction) => {
      const [order, runSnapshot, ...positions] = await transaction.getAll(
        orderRef,
        runRef(db, orderId),
        ...found.riders.map((rider) => positionRef(db, rider.riderId)),
      );
      deps.countReads?.(2 + positions.length);
      // Someone else moved this order's dispatch on meanwhile (an accept, a decline, an admin).
      if (!stillAsPlanned(order!, runSnapshot!, planned, runExists)) return null;
      const tried = readRun(runSnapshot!)?.tried ?? [];
      const chosen = chooseRiders(found.riders, positions, { tried, batchSize: planned.batchSize });
      if (chosen.length === 0) return null;
      const dispatch = putRound(db, transaction, {
        orderId,
        order: order!.data() as OfferedOrder,
        planned,
        number: found.round,
        chosen,
        expiresAt,
      });
      transaction.update(orderRef, { dispatch } satisfies OrderChanges);
      const riders = chosen.map((rider) => rider.riderId);
      return { outcome: 'offered' as const, round: found.round, riders, expiresAt };
    }),
  );
}
