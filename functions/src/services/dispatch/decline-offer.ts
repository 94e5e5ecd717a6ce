import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { firestoreCall } from '../../lib/deadline.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { positionRef } from '../trip/trip-documents.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { readRun } from './dispatch-run.js';
import { readHeldOffer } from './held-offer.js';
import { offerNextRound } from './offer-round.js';
import { offerWaitingOrdersTo } from './waiting-orders.js';
import { ORDERS } from '@dropwise/domain/collections';

/**
 * A rider declines an offer: it disappears, the rider is free for other orders (and is offered
 * the oldest one waiting near them), and when nobody in the round still holds an offer the order
 * goes to the next round at once.
 */
export async function declineOffer(
  db: Firestore,
  riderId: string,
  orderId: string,
  deps: DispatchDeps,
): Promise<{ orderId: string; declined: true }> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const roundOver = await firestoreCall(
    db.runTransaction(async (transaction) => {
      const { offer, order, run, alongside } = await readHeldOffer(
        db,
        transaction,
        riderId,
        orderId,
        positionRef(db, riderId),
      );
      const position = alongside[0]!;
      transaction.delete(offer.ref);
      if (position.exists && position.get('offerOrderId') === orderId) {
        transaction.update(position.ref, {
          offerOrderId: null,
          available: position.get('busy') !== true,
          missedOffers: 0,
        });
      }
      const offeredTo = (readRun(run)?.offeredTo ?? []).filter((id) => id !== riderId);
      if (run.exists) {
        transaction.update(run.ref, {
          offeredTo,
          declined: FieldValue.arrayUnion(riderId),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      if (order.get('dispatch.state') === 'offering') {
        transaction.update(orderRef, { 'dispatch.offered': offeredTo.length } satisfies OrderChanges);
      }
      return offeredTo.length === 0 && order.get('status') === 'pending';
    }),
  );
  if (roundOver) await offerNextRound(db, orderId, deps);
  await offerWaitingOrdersTo(db, [riderId], deps);
  return { orderId, declined: true };
}
