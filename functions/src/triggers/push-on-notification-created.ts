import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { pushAndRecord } from '../services/notifications/push-and-record.js';
import { isFeedOnly, readNotification } from '../services/notifications/read-notification.js';
import { NOTIFICATIONS, USERS } from '@dropwise/domain/collections';

/**
 * Every document `queueNotification` writes into a user's feed is also pushed to that user's
 * devices, in the language on their profile. Running on the document, not inside the order
 * transaction, is what keeps a failed push (or the read of that language) from ever failing or
 * slowing the order change that caused it. Every outcome is logged; one that did not reach every
 * device (a failed send, a token pruned) is also written back as `push` on the document, with
 * the text sent, so support sees it beside the notification. A push that went out, or a user
 * with no device, costs no write: that is most notifications, at one write each. A feed-only
 * entry (what the user has just done themselves) is not pushed, and costs no read of devices.
 */
export const pushOnNotificationCreated = onDocumentCreated(
  `${USERS}/{uid}/${NOTIFICATIONS}/{notificationId}`,
  async (event) => {
    const snapshot = event.data;
    const data = snapshot?.data();
    if (isFeedOnly(data)) return;
    const notification = readNotification(data);
    if (!snapshot || !notification) {
      logger.warn('push: skipped a notification without a title and body', { path: event.document });
      return;
    }
    const { uid, notificationId } = event.params;
    await pushAndRecord(
      { ref: snapshot.ref, what: 'notification' },
      { uid, pushId: notificationId },
      notification,
    );
  },
);
