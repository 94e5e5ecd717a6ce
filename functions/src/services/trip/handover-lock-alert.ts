import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { pagePaths } from '@dropwise/domain/page-paths';
import { firestoreCall } from '../../lib/deadline.js';
import { adminUids } from '../notifications/admin-uids.js';
import { queueNotificationInBatch } from '../notifications/queue-notification.js';

/**
 * Tells every admin, in their in-app feed (the push sender follows it), that an order's handover
 * code is locked and waits for them. Runs after the lock is stored; a failure is logged and never
 * undoes the lock, which the admins' order list shows anyway.
 */
export async function alertAdminsOfLockedHandover(
  db: Firestore,
  auth: Auth,
  orderId: string,
  order: Pick<OrderDocument<Timestamp>, 'kind' | 'pickup'>,
): Promise<void> {
  try {
    const batch = db.batch();
    for (const uid of await adminUids(auth)) {
      queueNotificationInBatch(db, batch, {
        uid,
        message: { key: 'handoverLocked', values: { kind: order.kind, pickup: order.pickup.address } },
        link: pagePaths.adminDashboard,
        orderId,
        kind: 'order_status',
      });
    }
    await firestoreCall(batch.commit());
  } catch (error) {
    console.error('Could not tell the admins about a locked handover code', error);
  }
}
