import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { pagePaths } from '@dropwise/domain/page-paths';
import { RIDERS } from '@dropwise/domain/collections';
import { firestoreCall } from '../../lib/deadline.js';
import { queueNotificationInBatch } from '../notifications/queue-notification.js';
import { setRiderDuty } from '../trip/rider-duty.js';
import { riderPapersState } from '../papers/papers-in-order.js';

/**
 * The daily check: each rider on duty whose papers are no longer in order on the India day of
 * `now` (one expired overnight, or an admin removed one) is taken off duty and told why. Answers
 * the riders taken off.
 */
export async function takeLapsedRidersOffDuty(db: Firestore, now: number): Promise<string[]> {
  const onDuty = await firestoreCall(db.collection(RIDERS).where('onDuty', '==', true).get());
  const lapsed = onDuty.docs.filter((rider) => riderPapersState(rider, now).status !== 'complete');
  const takenOff: string[] = [];
  for (const rider of lapsed) {
    try {
      await setRiderDuty(db, rider.id, false);
      const batch = db.batch();
      queueNotificationInBatch(db, batch, {
        uid: rider.id,
        message: { key: 'riderPapersLapsed', values: {} },
        link: pagePaths.riderOrders,
        kind: 'info',
      });
      await firestoreCall(batch.commit());
      takenOff.push(rider.id);
    } catch (error) {
      logger.error('papers: could not take a rider off duty', { riderId: rider.id, error: String(error) });
    }
  }
  return takenOff;
}
