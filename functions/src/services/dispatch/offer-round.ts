import { type DocumentSnapshot, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { distanceBetween } from 'geofire-common';
import { parseStoredDispatchSettings } from '@dropwise/domain/dispatch';
import { pagePaths } from '@dropwise/domain/page-paths';
import { firestoreCall } from '../../lib/deadline.js';
import { queueNotification } from '../notifications/queue-notification.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { positionRef } from '../trip/trip-documents.js';
import { type DispatchRun, offerRef, runRef, settingsRef } from './dispatch-documents.js';
import { isDispatching, readOrderDispatch, readRun } from './dispatch-run.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { type EarlySearch, rememberDispatchSettings } from './early-search.js';
import type { NearbyRider } from './nearby-riders.js';
import { searchRounds } from './search-rounds.js';
import { planFor, type Point, pointOf } from './round-plan.js';
import { markNoRider } from './mark-no-rider.js';
import type { RoundOutcome } from './round-outcome.js';
import { ORDERS } from '@dropwise/domain/collections';

const roundKm = (km: number) => Math.round(km * 10) / 10;

/**
 * Offers the order to the next round's nearest free riders: searches each remaining round in
 * turn until one finds riders, then, in one transaction that rereads the order, the run and those
 * riders' position documents, writes an offer to each rider still free (at most the batch size),
 * marks them as holding an offer, and records the round on the run and the order. A rider taken
 * by another order meanwhile is skipped; when all were, the search runs again. With no round
 * left, the order goes back to the dispatch board as "no rider found" and the admins are told.
 * The first call for an order also starts its run, with the settings of that moment.
 */
export async function offerNextRound(
  db: Firestore,
  orderId: string,
  deps: DispatchDeps,
  /** The settings, the order and its run, when the caller has just read them. */
  justRead?: DocumentSnapshot[],
  /** The first round's search, when the caller started it beside that read. */
  early?: EarlySearch | null,
): Promise<RoundOutcome> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const now = deps.now();
    const reuse = attempt === 0 && justRead !== undefined;
    const [settingsSnapshot, order, runSnapshot] = reuse
      ? justRead
      : await firestoreCall(db.getAll(settingsRef(db), orderRef, runRef(db, orderId)));
    if (!reuse) deps.countReads?.(3);
    const settings = parseStoredDispatchSettings(settingsSnapshot!.data());
    rememberDispatchSettings(settings);
    let run = readRun(runSnapshot!);
    const dispatch = readOrderDispatch(order!);
    if (!order!.exists || order!.get('status') !== 'pending') return { outcome: 'settled' };
    if (run && !isDispatching(dispatch?.state)) return { outcome: 'settled' };
    if (run && run.offeredTo.length > 0 && (run.expiresAt ?? 0) > now) return { outcome: 'settled' };
    if (dispatch?.state === 'waiting' && (dispatch.until ?? 0) > now) return { outcome: 'settled' };
    if (!run && !settings.auto) return { outcome: 'settled' };
    run ??= {
      round: 0,
      plan: planFor(order!.get('shopId'), settings),
      offeredTo: [],
      tried: [],
      declined: [],
      expired: [],
      expiresAt: null,
      offerSeconds: settings.offerSeconds,
      batchSize: settings.batchSize,
    };

    const pickup = pointOf(order!.get('pickup'));
    const found = pickup
      ? await searchRounds(db, run, order!, pickup, now, deps, reuse ? (early ?? null) : null)
      : null;
    if (!found) return markNoRider(db, orderId, run, runSnapshot!.exists, deps);

    const result = await writeRound(db, orderId, run, runSnapshot!.exists, found, now, deps);
    if (result) {
      await deps.timer.wakeAt(orderId, result.expiresAt);
      return result;
    }
  }
  return { outcome: 'settled' };
}

async function writeRound(
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
      const run = readRun(runSnapshot!);
      // Someone else moved this order's dispatch on meanwhile (an accept, a decline, an admin).
      if (order!.get('status') !== 'pending' || runSnapshot!.exists !== runExists) return null;
      if (run && (run.round !== planned.round || run.offeredTo.length > 0)) return null;
      if (run && !isDispatching(readOrderDispatch(order!)?.state)) return null;

      const free = found.riders.filter(
        (_, i) => positions[i]!.exists && positions[i]!.get('available') === true,
      );
      const chosen = free.slice(0, planned.batchSize);
      if (chosen.length === 0) return null;
      const offeredTo = chosen.map((rider) => rider.riderId);
      const pickup = order!.get('pickup') as { address: string; coordinates: Point };
      const dropOff = order!.get('dropOff') as { address: string; coordinates: Point | null };
      const fare = order!.get('fare') as { amount: number; currency: string; distanceKm?: number };
      const dropOffPoint = pointOf(dropOff);
      const tripKm =
        typeof fare.distanceKm === 'number'
          ? fare.distanceKm
          : dropOffPoint
            ? roundKm(
                distanceBetween(
                  [pickup.coordinates.lat, pickup.coordinates.lng],
                  [dropOffPoint.lat, dropOffPoint.lng],
                ),
              )
            : 0;
      const kind = order!.get('kind') as 'ride' | 'parcel';
      for (const rider of chosen) {
        transaction.create(offerRef(db, rider.riderId, orderId), {
          orderId,
          kind,
          pickup: { label: pickup.address, coordinates: pickup.coordinates },
          dropOff: { label: dropOff.address, coordinates: dropOffPoint },
          distanceToPickupKm: roundKm(rider.distanceKm),
          tripKm,
          fare: { amount: fare.amount, currency: fare.currency },
          expiresAt: Timestamp.fromMillis(expiresAt),
          round: found.round,
          createdAt: FieldValue.serverTimestamp(),
        });
        transaction.update(positionRef(db, rider.riderId), { offerOrderId: orderId, available: false });
        queueNotification(db, transaction, {
          uid: rider.riderId,
          message: { key: 'riderOffer', values: { kind, pickup: pickup.address } },
          link: pagePaths.riderOrders,
          orderId,
          kind: 'order_status',
        });
      }
      transaction.set(runRef(db, orderId), {
        ...planned,
        round: found.round,
        offeredTo,
        tried: [...planned.tried, ...offeredTo],
        expiresAt: Timestamp.fromMillis(expiresAt),
        updatedAt: FieldValue.serverTimestamp(),
      });
      transaction.update(orderRef, {
        dispatch: {
          state: 'offering',
          round: found.round,
          rounds: planned.plan.length,
          offered: offeredTo.length,
          until: Timestamp.fromMillis(expiresAt),
        },
      } satisfies OrderChanges);
      return { outcome: 'offered' as const, round: found.round, riders: offeredTo, expiresAt };
    }),
  );
}
