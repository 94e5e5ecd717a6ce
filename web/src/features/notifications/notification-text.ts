import type { Language } from '@dropwise/domain/languages';
import {
  type NotificationMessage,
  type NotificationText,
  readNotificationMessage,
} from '@dropwise/domain/notification-messages';
import { renderNotification } from '@dropwise/domain/notification-text-catalogues';

/**
 * A notification's title and body in the app's language. A document with a `message` is put into
 * whatever language the app is in now (the stored text is the English one, and a push was written
 * in the profile's language, which may be another); one from before messages shows as stored.
 */
export function notificationText(
  notification: { title?: string; body: string; message?: NotificationMessage | null },
  language: Language,
): { title?: string; body: string } {
  if (notification.message) return renderNotification(notification.message, language);
  return { title: notification.title, body: notification.body };
}

/** The `message` a push carries in its data, as JSON; null when absent or not one we know. */
export function messageFromPushData(json: string | undefined): NotificationMessage | null {
  if (!json) return null;
  try {
    return readNotificationMessage(JSON.parse(json));
  } catch {
    return null;
  }
}

export type { NotificationText };
