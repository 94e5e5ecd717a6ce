import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { offerPush, offerPushId } from '../services/dispatch/offer-push.js';
import { pushDependencies } from '../services/notifications/push-dependencies.js';
import { sendNotificationPush, worthRecording } from '../services/notifications/send-notification-push.js';
import { OFFERS, RIDERS } from '@dropwise/domain/collections';

/**
 * Every offer dispatch writes is pushed to its rider's devices, in their language. Running on the
 * document keeps a failed push from failing the round that made the offer. A push that missed a
 * device is also written on the offer (support sees it while it stands); the rest is logged.
 */
export const pushOnOfferCreated = onDocumentCreated(
  `${RIDERS}/{riderId}/${OFFERS}/{orderId}`,
  async (event) => {
    const { riderId, orderId } = event.params;
    const push = offerPush(event.data?.data());
    if (!event.data || !push) {
      logger.warn('push: skipped an offer without its kind and pickup', { path: event.document });
      return;
    }
    const summary = await sendNotificationPush(pushDependencies(), riderId, offerPushId(orderId), push);
    logger.info('push: offer processed', { riderId, orderId, ...summary });
    if (!worthRecording(summary)) return;
    try {
      await event.data.ref.update({ push: { ...summary, at: FieldValue.serverTimestamp() } });
    } catch (error) {
      // The offer may already be answered or over; the outcome is only a record.
      logger.warn('push: could not record the offer outcome', { riderId, orderId, error: String(error) });
    }
  },
);
