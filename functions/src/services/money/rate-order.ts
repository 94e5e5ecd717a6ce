import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { toMillis } from '@dropwise/domain/rider-duty';
import {
  LOW_RATING,
  RATING_AVERAGE_OVER,
  RATING_WINDOW_DAYS,
  type RatingInput,
} from '@dropwise/domain/ratings';
import { logger } from 'firebase-functions';
import { pagePaths } from '@dropwise/domain/page-paths';
import { ApiError } from '../../lib/api-error.js';
import { isAlreadyExists } from '../../lib/create-conflict.js';
import { firestoreCall } from '../../lib/deadline.js';
import { queueNotificationInBatch } from '../notifications/queue-notification.js';
import { type OrderChanges } from '../order-records/order-document.js';
import { ratingRef } from './money-documents.js';
import { ORDERS, RATINGS, RIDERS } from '@dropwise/domain/collections';

const ALREADY_RATED = 'You have already rated this trip.';

/**
 * The order's customer rates a delivered trip, once, within 7 days of delivery. The rating is
 * stored at `ratings/{orderId}` beside the order's `rated` flag in one transaction; the rider's
 * average over their latest 100 ratings is then recomputed, and a low rating tells the admins.
 */
export async function rateOrder(
  db: Firestore,
  customerUid: string,
  orderId: string,
  input: RatingInput,
  options: { adminUids?: () => Promise<string[]>; now?: () => number } = {},
): Promise<{ orderId: string }> {
  const now = options.now ?? Date.now;
  const orderRef = db.collection(ORDERS).doc(orderId);
  let riderId: string | null = null;
  let kind: 'ride' | 'parcel' = 'ride';
  let pickup = '';
  try {
    await firestoreCall(
      db.runTransaction(async (transaction) => {
        const [order, rating] = await transaction.getAll(orderRef, ratingRef(db, orderId));
        if (!order!.exists || order!.get('customerUid') !== customerUid) {
          throw new ApiError(404, 'not_found', 'No such order.');
        }
        if (order!.get('status') !== 'delivered') {
          throw new ApiError(400, 'validation_failed', 'You can rate a trip once it is delivered.');
        }
        if (rating!.exists) throw new ApiError(409, 'conflict', ALREADY_RATED);
        const deliveredAt = toMillis(order!.get('deliveredAt')) ?? toMillis(order!.get('updatedAt')) ?? 0;
        if (now() - deliveredAt > RATING_WINDOW_DAYS * 86_400_000) {
          throw new ApiError(400, 'validation_failed', 'Trips can be rated for 7 days after delivery.');
        }
        riderId = (order!.get('riderId') as string | null) ?? null;
        kind = order!.get('kind') as 'ride' | 'parcel';
        pickup = String(order!.get('pickup.address') ?? '');
        transaction.create(rating!.ref, {
          orderId,
          riderId,
          customerUid,
          stars: input.stars,
          tags: input.tags ?? [],
          comment: input.comment || null,
          createdAt: FieldValue.serverTimestamp(),
        });
        transaction.update(orderRef, { rated: true } satisfies OrderChanges);
      }),
    );
  } catch (error) {
    if (isAlreadyExists(error)) throw new ApiError(409, 'conflict', ALREADY_RATED);
    throw error;
  }
  if (riderId) await refreshRiderAverage(db, riderId);
  if (input.stars <= LOW_RATING && options.adminUids) {
    await tellAdminsOfLowRating(db, options.adminUids, { orderId, kind, pickup, stars: input.stars });
  }
  return { orderId };
}

/** `riders/{uid}.rating`: the average of the rider's latest 100 ratings, to one decimal. */
export async function refreshRiderAverage(db: Firestore, riderId: string): Promise<void> {
  try {
    const latest = await firestoreCall(
      db
        .collection(RATINGS)
        .where('riderId', '==', riderId)
        .orderBy('createdAt', 'desc')
        .limit(RATING_AVERAGE_OVER)
        .get(),
    );
    const stars = latest.docs
      .map((doc) => Number(doc.get('stars')))
      .filter((value) => value >= 1 && value <= 5);
    const average = stars.length
      ? Math.round((stars.reduce((sum, value) => sum + value, 0) / stars.length) * 10) / 10
      : null;
    await firestoreCall(
      db
        .collection(RIDERS)
        .doc(riderId)
        .update({ rating: { average, count: stars.length } }),
    );
  } catch (error) {
    // The rating is stored; the average catches up with the next one.
    logger.warn('ratings: could not refresh a rider average', { riderId, error: String(error) });
  }
}

async function tellAdminsOfLowRating(
  db: Firestore,
  adminUids: () => Promise<string[]>,
  rating: { orderId: string; kind: 'ride' | 'parcel'; pickup: string; stars: number },
): Promise<void> {
  try {
    const batch = db.batch();
    for (const uid of await adminUids()) {
      queueNotificationInBatch(db, batch, {
        uid,
        message: {
          key: 'lowRating',
          values: { kind: rating.kind, pickup: rating.pickup, stars: String(rating.stars) },
        },
        link: pagePaths.adminDashboard,
        orderId: rating.orderId,
        kind: 'info',
      });
    }
    await firestoreCall(batch.commit());
  } catch (error) {
    logger.error('ratings: could not tell the admins of a low rating', { error: String(error) });
  }
}
