import type { MessagePayload } from 'firebase/messaging';
import { currentLanguage } from '@/lib/i18n/i18n-store';
import { showNotificationToast } from '@/features/notifications/components/show-notification-toast';
import { messageFromPushData, notificationText } from '@/features/notifications/notification-text';

/**
 * What the app does with a push that arrives while it is open (FCM's `onMessage`): the same info
 * toast as a new feed entry, in the app's language when the push carries a `message` (its text is
 * in the profile's language, which the app may have been switched away from). Otherwise the title
 * and body come from the notification part, or from the data part that the sender always fills
 * too; a message without a body is not something to show. Returns the toast id, or null when
 * nothing was shown.
 */
export function handleForegroundMessage(payload: MessagePayload): string | null {
  const body = payload.notification?.body ?? payload.data?.body;
  if (!body) return null;
  const title = payload.notification?.title ?? payload.data?.title;
  const message = messageFromPushData(payload.data?.message);
  return showNotificationToast({
    id: payload.data?.notificationId,
    link: payload.data?.link,
    ...notificationText({ title, body, message }, currentLanguage()),
  });
}
