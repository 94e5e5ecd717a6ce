import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { parseStoredDispatchSettings } from '@dropwise/domain/dispatch';
import { firestoreCall } from '../../lib/deadline.js';
import { runRef, settingsRef } from './dispatch-documents.js';
import { isDispatching, isWaitingForRider, readOrderDispatch, readRun } from './dispatch-run.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { searchRounds } from './search-rounds.js';
import { newRun, pointOf } from './round-plan.js';
import { markNoRider } from './mark-no-rider.js';
import { waitForRider } from './wait-for-rider.js';
import { writeRound } from './write-round.js';
import type { RoundOutcome } from './round-outcome.js';
import { ORDERS } from '@dropwise/domain/collections';

/**
 * Offers the order to the next round's nearest free riders: searches each remaining round in
 * turn until one finds riders (after the last round, the widest one again, for riders freed since),
 * then, in one transaction that rereads the order, the run and those riders' position documents,
 * writes an offer to each rider still free (at most the batch size), marks them as holding an
 * offer, and records the round on the run and the order. A rider taken by another order meanwhile
 * is skipped; when all were, the search runs again. When nobody is free, the order waits for the
 * next rider in range to free up (`waitForRider`), and searches once more after saying so, for a
 * rider freed while it was not yet marked. The first call for an order also starts its run, with
 * the settings of that moment.
 */
export async function offerNextRound(
  db: Firestore,
  orderId: string,
  deps: DispatchDeps,
  /** The settings, the order and its run, when the caller has just read them. */
  justRead?: DocumentSnapshot[],
): Promise<RoundOutcome> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  let waited: RoundOutcome | null = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = deps.now();
    const reuse = attempt === 0 && justRead !== undefined;
    const [settingsSnapshot, order, runSnapshot] = reuse
      ? justRead
      : await firestoreCall(db.getAll(settingsRef(db), orderRef, runRef(db, orderId)));
    if (!reuse) deps.countReads?.(3);
    const settings = parseStoredDispatchSettings(settingsSnapshot!.data());
    let run = readRun(runSnapshot!);
    const dispatch = readOrderDispatch(order!);
    if (!order!.exists || order!.get('status') !== 'pending') return { outcome: 'settled' };
    if (run && !isDispatching(dispatch?.state)) return { outcome: 'settled' };
    if (run && run.offeredTo.length > 0 && (run.expiresAt ?? 0) > now) return { outcome: 'settled' };
    // A scheduled ride before its start; an order waiting for a rider searches again.
    if (dispatch?.state === 'waiting' && !isWaitingForRider(dispatch) && (dispatch.until ?? 0) > now) {
      return { outcome: 'settled' };
    }
    if (!run && !settings.auto) return { outcome: 'settled' };
    run ??= newRun(order!.get('shopId'), settings);

    const pickup = pointOf(order!.get('pickup'));
    // With no point to search from, no rider will ever be near: it is the admins' at once.
    if (!pickup) return markNoRider(db, orderId, run, runSnapshot!.exists, deps);
    const vehicleType = String(order!.get('vehicleType'));
    const found = await searchRounds(db, run, vehicleType, pickup, now, deps);
    if (!found) {
      if (waited) return waited;
      if (isWaitingForRider(dispatch) && (dispatch!.until ?? 0) > now) {
        return { outcome: 'waiting', until: dispatch!.until! };
      }
      waited = await waitForRider(db, orderId, run, runSnapshot!.exists, deps);
      if (waited.outcome !== 'waiting') return waited;
      continue;
    }

    const result = await writeRound(db, orderId, run, runSnapshot!.exists, found, now, deps);
    if (result) {
      await deps.timer.wakeAt(orderId, result.expiresAt);
      return result;
    }
  }
  return waited ?? { outcome: 'settled' };
}
