import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ApiError } from '../../lib/api-error.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { forgetReports } from './position-reports.js';
import { positionRef, watcherOf, type Watchers } from './trip-documents.js';
import { readDocuments } from '../../lib/read-documents.js';
import { requirePapersInOrder } from '../papers/papers-in-order.js';
import { ORDERS, RIDERS } from '@dropwise/domain/collections';

/**
 * Switches a rider on or off duty in one transaction. On duty: the position document exists, its
 * watchers rebuilt from the rider's open orders (so nothing missed while off duty is lost), and
 * its last fix kept if there was one, and what dispatch filters on (vehicle type, shop, whether the
 * rider is free) refreshed. Off duty: the position document is deleted, so nobody sees
 * where the rider is and every report is refused until they switch on again.
 */
export async function setRiderDuty(
  db: Firestore,
  riderId: string,
  onDuty: boolean,
): Promise<{ onDuty: boolean }> {
  const riderRef = db.collection(RIDERS).doc(riderId);
  const position = positionRef(db, riderId);
  const openOrders = db
    .collection(ORDERS)
    .where('riderId', '==', riderId)
    .where('status', 'in', ['assigned', 'picked_up']);
  const deadline = deadlineFromNow();
  await firestoreCall(
    db.runTransaction(async (transaction) => {
      const [rider, current] = await readDocuments(transaction, riderRef, position);
      if (!rider.exists || rider.get('active') !== true) {
        throw new ApiError(403, 'forbidden', 'Your rider account is not active.');
      }
      if (onDuty) {
        requirePapersInOrder(rider, Date.now());
        const watchers: Watchers = {};
        for (const order of (await transaction.get(openOrders)).docs) {
          const watching = watcherOf(order.data());
          if (watching) watchers[order.id] = watching;
        }
        // What automatic dispatch's nearby-rider query filters on, kept beside the position.
        const busy = Object.keys(watchers).length > 0;
        const offerOrderId = current.exists ? ((current.get('offerOrderId') as string | null) ?? null) : null;
        const dispatchFields = {
          watchers,
          vehicleType: rider.get('vehicleType') ?? null,
          shopId: rider.get('shopId') ?? null,
          since: FieldValue.serverTimestamp(),
          busy,
          offerOrderId,
          available: !busy && offerOrderId === null,
        };
        assertBefore(deadline);
        if (current.exists) transaction.update(position, dispatchFields);
        else {
          transaction.create(position, {
            lat: null,
            lng: null,
            accuracy: null,
            at: null,
            geohash: null,
            missedOffers: 0,
            ...dispatchFields,
          });
        }
      } else {
        assertBefore(deadline);
        transaction.delete(position);
      }
      transaction.update(riderRef, { onDuty, dutyChangedAt: FieldValue.serverTimestamp() });
    }),
    deadline,
  );
  forgetReports(riderId);
  return { onDuty };
}
