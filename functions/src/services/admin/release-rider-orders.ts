import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { orderPath } from '@dropwise/domain/page-paths';
import { queueNotification } from '../notifications/queue-notification.js';
import { keepBookingShop, liveCustomerUid, type OrderChanges } from '../order-records/order-document.js';
import { appendHistoryEntry } from '../order-records/order-history.js';
import { shareRef } from '../trip/trip-documents.js';
import { writeTripChanges } from '../trip/trip-in-transition.js';
import { readDocuments } from '../../lib/read-documents.js';
import { ORDERS } from '@dropwise/domain/collections';

export interface ReleasedOrders {
  /** Orders that went back to the dispatch board (`assigned` -> `accepted`). */
  returned: string[];
  /** Orders the rider had already picked up: left with them for an admin to settle. */
  pickedUp: string[];
}

const RELEASE_REASON = 'The rider is no longer available; a new rider is being found.';

/**
 * When a rider is deactivated: each order assigned to them and not yet picked up goes back to
 * `accepted` (no rider), with a history entry naming the admin and the reason, and its customer is
 * told a new rider is being found; one transaction per order, so an order moved meanwhile (picked
 * up, cancelled) is left as it now is. Orders already picked up stay as they are: the passenger
 * or the parcel is with the rider, so an admin settles them (fails or cancels them, or reactivates
 * the rider to finish); they are listed so the admin sees them.
 */
export async function releaseRiderOrders(
  db: Firestore,
  riderUid: string,
  adminUid: string,
): Promise<ReleasedOrders> {
  const held = await db
    .collection(ORDERS)
    .where('riderId', '==', riderUid)
    .where('status', 'in', ['assigned', 'picked_up'])
    .get();
  const released: ReleasedOrders = { returned: [], pickedUp: [] };
  for (const doc of held.docs) {
    if (doc.get('status') === 'picked_up') {
      released.pickedUp.push(doc.id);
      continue;
    }
    const returned = await db.runTransaction(async (transaction) => {
      const [snapshot, share] = await readDocuments(transaction, doc.ref, shareRef(db, doc.id));
      const order = snapshot.data() as OrderDocument<Timestamp> | undefined;
      if (!order || order.status !== 'assigned' || order.riderId !== riderUid) return false;
      const released: OrderChanges = {
        status: 'accepted',
        riderId: null,
        riderName: null,
        riderVehicle: null,
        riderPhone: null,
        shopId: null,
        ...keepBookingShop(order),
        historyCount: FieldValue.increment(1),
        updatedAt: FieldValue.serverTimestamp(),
      };
      transaction.update(doc.ref, released);
      appendHistoryEntry(transaction, doc.ref, order, {
        from: 'assigned',
        to: 'accepted',
        by: { uid: adminUid, role: 'admin' },
        reason: RELEASE_REASON,
        riderId: null,
      });
      // The rider's position document is already gone (setRiderActive), so only a shared link changes.
      writeTripChanges(db, transaction, {
        orderId: doc.id,
        order,
        to: 'accepted',
        rider: null,
        reads: { share, positions: new Map() },
      });
      const customerUid = liveCustomerUid(order);
      if (customerUid) {
        queueNotification(db, transaction, {
          uid: customerUid,
          message: { key: 'riderSearch', values: { kind: order.kind } },
          link: orderPath(order.kind, doc.id),
          orderId: doc.id,
          kind: 'order_status',
        });
      }
      return true;
    });
    if (returned) released.returned.push(doc.id);
  }
  return released;
}
