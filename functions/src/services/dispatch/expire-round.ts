import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { MISSED_OFFERS_OFF_DUTY } from '@dropwise/domain/dispatch';
import { pagePaths } from '@dropwise/domain/page-paths';
import { firestoreCall } from '../../lib/deadline.js';
import { queueNotificationInBatch } from '../notifications/queue-notification.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { setRiderDuty } from '../trip/rider-duty.js';
import { positionRef } from '../trip/trip-documents.js';
import { offerRef, runRef } from './dispatch-documents.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { readOrderDispatch, readRun } from './dispatch-run.js';
import { ORDERS } from '@dropwise/domain/collections';

/**
 * Ends the standing round of an order whose offers ran out: deletes the offers nobody answered,
 * frees those riders for other orders and counts the miss on each (a reply, accepting or
 * declining, resets the count). Riders who reach three misses in a row are put off duty and told
 * why: a phone left on duty in a pocket would otherwise hold up every order near it. Answers
 * the riders the round freed and left on duty, or null while it still stands or when nothing
 * stands.
 */
export async function expireRound(
  db: Firestore,
  orderId: string,
  deps: DispatchDeps,
): Promise<string[] | null> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const now = deps.now();
  const ended = await firestoreCall(
    db.runTransaction(async (transaction) => {
      const [order, runSnapshot] = await transaction.getAll(orderRef, runRef(db, orderId));
      const run = readRun(runSnapshot!);
      if (!run || run.offeredTo.length === 0 || (run.expiresAt ?? Infinity) > now) return null;
      const positions = await transaction.getAll(...run.offeredTo.map((riderId) => positionRef(db, riderId)));
      deps.countReads?.(2 + positions.length);
      const tooMany: string[] = [];
      const freed: string[] = [];
      run.offeredTo.forEach((riderId, i) => {
        transaction.delete(offerRef(db, riderId, orderId));
        const position = positions[i]!;
        if (!position.exists || position.get('offerOrderId') !== orderId) return;
        const missed = Number(position.get('missedOffers') ?? 0) + 1;
        if (missed >= MISSED_OFFERS_OFF_DUTY) tooMany.push(riderId);
        else freed.push(riderId);
        transaction.update(position.ref, {
          offerOrderId: null,
          available: position.get('busy') !== true,
          missedOffers: missed,
        });
      });
      transaction.update(runSnapshot!.ref, {
        offeredTo: [],
        expired: FieldValue.arrayUnion(...run.offeredTo),
        expiresAt: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      const dispatch = readOrderDispatch(order!);
      if (order!.exists && dispatch?.state === 'offering') {
        transaction.update(orderRef, { 'dispatch.offered': 0 } satisfies OrderChanges);
      }
      return { tooMany, freed };
    }),
  );
  if (ended === null) return null;
  await Promise.all(ended.tooMany.map((riderId) => putOffDuty(db, riderId)));
  return ended.freed;
}

async function putOffDuty(db: Firestore, riderId: string): Promise<void> {
  try {
    await setRiderDuty(db, riderId, false);
    const batch = db.batch();
    queueNotificationInBatch(db, batch, {
      uid: riderId,
      message: { key: 'riderMissedOffers', values: {} },
      link: pagePaths.riderOrders,
      kind: 'info',
    });
    await firestoreCall(batch.commit());
  } catch {
    // Off duty already, or deactivated meanwhile: nothing left to switch off.
  }
}
