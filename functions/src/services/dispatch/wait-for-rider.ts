import type { Firestore } from 'firebase-admin/firestore';
import { firestoreCall } from '../../lib/deadline.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { type DispatchRun, runRef } from './dispatch-documents.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { stillAsPlanned } from './dispatch-run.js';
import { putWaiting } from './round-writes.js';
import { markNoRider } from './mark-no-rider.js';
import type { RoundOutcome } from './round-outcome.js';
import { pointOf } from './round-plan.js';
import { ORDERS } from '@dropwise/domain/collections';

/**
 * Nobody free in range: the order waits for the next rider in range to free up
 * (`dispatch.state: 'waiting', waitingFor: 'rider'`), for at most the run's longest wait counted
 * from when it first began to wait; past that it goes to the board as "no rider found". The order
 * carries its pickup's geohash, so that a rider who frees up finds the waiting orders near them
 * with range queries (`offerWaitingOrdersTo`). The timer wakes the order when the wait ends.
 * Nothing changes when the order or its run moved on meanwhile.
 */
export async function waitForRider(
  db: Firestore,
  orderId: string,
  planned: DispatchRun,
  runExists: boolean,
  deps: DispatchDeps,
): Promise<RoundOutcome> {
  const now = deps.now();
  const waitingSince = planned.waitingSince ?? now;
  const until = waitingSince + planned.maxWaitMinutes * 60_000;
  if (until <= now) return markNoRider(db, orderId, planned, runExists, deps);
  const orderRef = db.collection(ORDERS).doc(orderId);
  const waiting = await firestoreCall(
    db.runTransaction(async (transaction) => {
      const [order, runSnapshot] = await transaction.getAll(orderRef, runRef(db, orderId));
      deps.countReads?.(2);
      if (!stillAsPlanned(order!, runSnapshot!, planned, runExists)) return false;
      const pickup = pointOf(order!.get('pickup'));
      const changes = putWaiting(db, transaction, { orderId, planned, pickup, waitingSince, until });
      transaction.update(orderRef, changes satisfies OrderChanges);
      return true;
    }),
  );
  if (!waiting) return { outcome: 'settled' };
  await deps.timer.wakeAt(orderId, until);
  return { outcome: 'waiting', until };
}
