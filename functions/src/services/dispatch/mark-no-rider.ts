import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { firestoreCall } from '../../lib/deadline.js';
import { liveCustomerUid, type OrderChanges } from '../order-records/order-document.js';
import { queueNotification } from '../notifications/queue-notification.js';
import { orderPath } from '@dropwise/domain/page-paths';
import { type DispatchRun, runRef } from './dispatch-documents.js';
import type { DispatchDeps } from './dispatch-deps.js';
import { stillAsPlanned, storedRun } from './dispatch-run.js';
import { tellAdminsNobodyTookIt } from './no-rider-alert.js';
import type { RoundOutcome } from './round-outcome.js';
import { ORDERS } from '@dropwise/domain/collections';

/**
 * No rider took the order, and its wait for a free one is over: the order goes back to the
 * dispatch board as "no rider found" (the run kept, with no offer standing), and the customer and
 * the admins are told. Nothing changes when the order or its run moved on meanwhile.
 */
export async function markNoRider(
  db: Firestore,
  orderId: string,
  planned: DispatchRun,
  runExists: boolean,
  deps: DispatchDeps,
): Promise<RoundOutcome> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const marked = await firestoreCall(
    db.runTransaction(async (transaction) => {
      const [order, runSnapshot] = await transaction.getAll(orderRef, runRef(db, orderId));
      if (!stillAsPlanned(order!, runSnapshot!, planned, runExists)) return null;
      transaction.set(runRef(db, orderId), {
        ...storedRun(planned),
        offeredTo: [],
        expiresAt: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      transaction.update(orderRef, {
        dispatch: {
          state: 'no_rider',
          round: planned.plan.length,
          rounds: planned.plan.length,
          offered: 0,
          until: null,
        },
      } satisfies OrderChanges);
      const told = {
        kind: order!.get('kind') as 'ride' | 'parcel',
        pickup: String(order!.get('pickup.address')),
      };
      const customerUid = liveCustomerUid({ customerUid: order!.get('customerUid') as string | undefined });
      if (customerUid) {
        queueNotification(db, transaction, {
          uid: customerUid,
          message: { key: 'orderNoRider', values: told },
          link: orderPath(told.kind, orderId),
          orderId,
          kind: 'order_status',
        });
      }
      return told;
    }),
  );
  if (!marked) return { outcome: 'settled' };
  await tellAdminsNobodyTookIt(db, deps, orderId, marked);
  return { outcome: 'no_rider' };
}
