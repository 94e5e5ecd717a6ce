import { onDocumentCreated } from 'firebase-functions/v2/firestore';

/**
 * Every document `queueNotification` writes into a user's feed is also pushed to that user's
 * devices. Running on the document, not inside the order transaction, is what keeps a failed
 * push from ever failing the order change that caused it. The outcome is written back as
 * `push` on the document, so support (and the tests) can see what happened.
 */
export const pushOnNotificationCreated = onDocumentCreated(
  'users/{uid}/notifications/{notificationId}',
  async (event) => {
    // Loaded on the first event, so the HTTP function's cold start does not pay for messaging.
    const { deliverQueuedNotification } = await import('./deliver-queued-notification.js');
    await deliverQueuedNotification(event);
  },
);
