import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { readNotificationMessage } from '@dropwise/domain/notification-messages';
import type { QueuedNotification } from '../services/notifications/build-push-message.js';
import { pushAndRecord } from '../services/notifications/push-and-record.js';
import { NOTIFICATIONS, USERS } from '@dropwise/domain/collections';

/**
 * Every document `queueNotification` writes into a user's feed is also pushed to that user's
 * devices, in the language on their profile. Running on the document, not inside the order
 * transaction, is what keeps a failed push (or the read of that language) from ever failing or
 * slowing the order change that caused it. Every outcome is logged; one that did not reach every
 * device (a failed send, a token pruned) is also written back as `push` on the document, with
 * the text sent, so support sees it beside the notification. A push that went out, or a user
 * with no device, costs no write: that is most notifications, at one write each.
 */
export const pushOnNotificationCreated = onDocumentCreated(
  `${USERS}/{uid}/${NOTIFICATIONS}/{notificationId}`,
  async (event) => {
    const snapshot = event.data;
    const notification = readNotification(snapshot?.data());
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

function readNotification(data: Record<string, unknown> | undefined): QueuedNotification | null {
  if (!data || typeof data.title !== 'string' || typeof data.body !== 'string') return null;
  return {
    title: data.title,
    body: data.body,
    message: readNotificationMessage(data.message),
    link: typeof data.link === 'string' ? data.link : null,
    orderId: typeof data.orderId === 'string' ? data.orderId : null,
    kind: typeof data.kind === 'string' ? data.kind : 'info',
  };
}
