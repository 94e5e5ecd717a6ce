import type { MessagePayload } from 'firebase/messaging';
import { showNotificationToast } from '../components/show-notification-toast';

/**
 * What the app does with a push that arrives while it is open (FCM's `onMessage`): the same info
 * toast as a new feed entry. The title and body come from the notification part, or from the data
 * part that the sender always fills too; a message without a body is not something to show.
 * Returns the toast id, or null when nothing was shown.
 */
export function handleForegroundMessage(payload: MessagePayload): string | null {
  const body = payload.notification?.body ?? payload.data?.body;
  if (!body) return null;
  const title = payload.notification?.title ?? payload.data?.title;
  return showNotificationToast({ id: payload.data?.notificationId, title, body, link: payload.data?.link });
}
