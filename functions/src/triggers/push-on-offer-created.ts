import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { offerPush, offerPushId } from '../services/dispatch/offer-push.js';
import { pushAndRecord } from '../services/notifications/push-and-record.js';
import { OFFERS, RIDERS } from '@dropwise/domain/collections';

/**
 * Every offer dispatch writes is pushed to its rider's devices, in their language. Running on the
 * document keeps a failed push from failing the round that made the offer; a push that missed a
 * device is written on the offer, where support sees it while it stands.
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
    await pushAndRecord(
      { ref: event.data.ref, what: 'offer' },
      { uid: riderId, pushId: offerPushId(orderId) },
      push,
    );
  },
);
