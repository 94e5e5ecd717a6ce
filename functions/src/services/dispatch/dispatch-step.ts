import { type Firestore, type Query, Timestamp } from 'firebase-admin/firestore';
import { parseStoredDispatchSettings } from '@dropwise/domain/dispatch';
import { toMillis } from '@dropwise/domain/rider-duty';
import { firestoreCall } from '../../lib/deadline.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { runRef, settingsRef } from './dispatch-documents.js';
import { loadDispatchSettings } from './dispatch-settings.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { isDispatching, isWaitingForRider, readOrderDispatch, readRun } from './dispatch-run.js';
import { expireRound } from './expire-round.js';
import { markNoRider } from './mark-no-rider.js';
import { offerWaitingOrdersTo } from './waiting-orders.js';
import { offerNextRound } from './offer-round.js';
import { offersStartAt } from './round-plan.js';
import type { RoundOutcome } from './round-outcome.js';
import { ORDERS } from '@dropwise/domain/collections';

/**
 * A new order's dispatch, run by the booking request once the order is stored (or by the minute
 * sweep, should that request have died first; a second start finds the run and does nothing).
 * With automatic dispatch off the order waits on the board as before. A ride booked for later waits until its pickup time comes near (the settings' lead
 * time): the order says when offers start, and the timer wakes it then.
 */
export async function startDispatch(
  db: Firestore,
  orderId: string,
  deps: DispatchDeps,
): Promise<RoundOutcome | { outcome: 'waiting'; until: number }> {
  const now = deps.now();
  const orderRef = db.collection(ORDERS).doc(orderId);
  const justRead = await firestoreCall(db.getAll(settingsRef(db), orderRef, runRef(db, orderId)));
  deps.countReads?.(3);
  const [settingsSnapshot, order, run] = justRead;
  const settings = parseStoredDispatchSettings(settingsSnapshot!.data());
  if (!settings.auto || !order!.exists || run!.exists || order!.get('status') !== 'pending') {
    return { outcome: 'settled' };
  }
  const scheduledAt = toMillis(order!.get('scheduledAt')) ?? now;
  const startAt = offersStartAt(scheduledAt, settings);
  if (order!.get('asap') === true || startAt <= now) return offerNextRound(db, orderId, deps, justRead);

  const waiting = await firestoreCall(
    db.runTransaction(async (transaction) => {
      const [current, currentRun] = await transaction.getAll(orderRef, runRef(db, orderId));
      if (currentRun!.exists || current!.get('status') !== 'pending') return false;
      const rounds = settings.radiiKm.length + (current!.get('shopId') ? 1 : 0);
      transaction.update(orderRef, {
        dispatch: {
          state: 'waiting',
          waitingFor: 'start',
          round: 0,
          rounds,
          offered: 0,
          until: Timestamp.fromMillis(startAt),
        },
      } satisfies OrderChanges);
      return true;
    }),
  );
  if (!waiting) return { outcome: 'settled' };
  await deps.timer.wakeAt(orderId, startAt);
  return { outcome: 'waiting', until: startAt };
}

/**
 * The timed step: what a timer wake-up (and the minute sweep) runs for one order. A standing round
 * whose offers ran out ends, the next round goes out, and the riders it freed are offered the
 * orders waiting near them; a scheduled ride whose time came gets its first round; an order whose
 * wait for a free rider is over goes to the board as "no rider found"; a wake-up that came early
 * sets the timer again. Anything else is left alone, so a repeated or late wake-up is harmless.
 */
export async function advanceDispatch(
  db: Firestore,
  orderId: string,
  deps: DispatchDeps,
): Promise<RoundOutcome | { outcome: 'not_yet'; at: number }> {
  const now = deps.now();
  // The order first: most wake-ups find it taken already (its round's timer still fires), and
  // then its run is never needed.
  const order = await firestoreCall(db.collection(ORDERS).doc(orderId).get());
  const dispatch = readOrderDispatch(order);
  if (!order.exists || order.get('status') !== 'pending' || !dispatch) return { outcome: 'settled' };
  if (!isDispatching(dispatch.state)) return { outcome: 'settled' };
  if (dispatch.state === 'waiting' && (dispatch.until ?? 0) > now) {
    await deps.timer.wakeAt(orderId, dispatch.until!);
    return { outcome: 'not_yet', at: dispatch.until! };
  }
  const run = readRun(await firestoreCall(runRef(db, orderId).get()));
  if (dispatch.state === 'waiting') {
    if (isWaitingForRider(dispatch) && run) return markNoRider(db, orderId, run, true, deps);
    return offerNextRound(db, orderId, deps);
  }
  if (!run) return { outcome: 'settled' };
  let freed: string[] = [];
  if (run.offeredTo.length > 0) {
    if ((run.expiresAt ?? 0) > now) {
      await deps.timer.wakeAt(orderId, run.expiresAt!);
      return { outcome: 'not_yet', at: run.expiresAt! };
    }
    freed = (await expireRound(db, orderId, deps)) ?? [];
  }
  const next = await offerNextRound(db, orderId, deps);
  await offerWaitingOrdersTo(db, freed, deps);
  return next;
}

/** An order's booking request starts its dispatch within this; past it, the sweep does. */
const START_GRACE_MS = 60_000;
/** Orders older than this that never started are left to the admins' board, not dispatched late. */
const START_WINDOW_MS = 30 * 60_000;

/**
 * Every order whose dispatch is due (offers ran out, a scheduled ride's offers should start, a
 * wait for a free rider is over) advanced, every order still waiting for a rider searched again,
 * and every recent order whose booking request died before starting its dispatch started: the
 * scheduled function runs it each minute, as a net under the timer's wake-ups, under the matching
 * that riders freeing up do themselves, and under the booking request.
 */
export async function sweepDispatch(db: Firestore, deps: DispatchDeps): Promise<number> {
  const orders = db.collection(ORDERS);
  const now = deps.now();
  if ((await loadDispatchSettings(db)).auto) {
    await eachOrder(
      orders
        .where('status', '==', 'pending')
        .where('dispatch', '==', null)
        .where('createdAt', '>=', Timestamp.fromMillis(now - START_WINDOW_MS))
        .where('createdAt', '<=', Timestamp.fromMillis(now - START_GRACE_MS)),
      (id) => startDispatch(db, id, deps),
      'start the dispatch of an order its booking left unstarted',
    );
  }
  await eachOrder(
    orders.where('dispatch.state', '==', 'waiting').where('dispatch.waitingFor', '==', 'rider'),
    (id) => offerNextRound(db, id, deps),
    'search again for a waiting order',
  );
  return eachOrder(
    orders
      .where('dispatch.state', 'in', ['offering', 'waiting'])
      .where('dispatch.until', '<=', Timestamp.fromMillis(now)),
    (id) => advanceDispatch(db, id, deps),
    'advance an order',
  );
}

/** Runs `step` for up to 200 orders of the query, one after another; a failure is logged and passed. */
async function eachOrder(
  query: Query,
  step: (orderId: string) => Promise<unknown>,
  what: string,
): Promise<number> {
  const found = await firestoreCall(query.limit(200).get());
  for (const order of found.docs) {
    try {
      await step(order.id);
    } catch (error) {
      console.error(`dispatch: could not ${what}`, order.id, error);
    }
  }
  return found.size;
}
