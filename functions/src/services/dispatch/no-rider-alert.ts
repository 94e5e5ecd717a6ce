import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { pagePaths } from '@dropwise/domain/page-paths';
import { firestoreCall } from '../../lib/deadline.js';
import { queueNotificationInBatch } from '../notifications/queue-notification.js';
import type { DispatchDeps } from './dispatch-deps.js';

/**
 * Tells every admin that nobody took an order, after the order is marked on the board; a failure
 * is logged and never undoes the mark, which the board shows anyway.
 */
export async function tellAdminsNobodyTookIt(
  db: Firestore,
  deps: DispatchDeps,
  orderId: string,
  order: { kind: 'ride' | 'parcel'; pickup: string },
): Promise<void> {
  if (!deps.adminUids) return;
  try {
    const batch = db.batch();
    for (const uid of await deps.adminUids()) {
      queueNotificationInBatch(db, batch, {
        uid,
        message: { key: 'dispatchNoRider', values: order },
        link: pagePaths.adminDashboard,
        orderId,
        kind: 'order_status',
      });
    }
    await firestoreCall(batch.commit());
  } catch (error) {
    logger.error('dispatch: could not tell the admins that nobody took an order', {
      orderId,
      error: String(error),
    });
  }
}
