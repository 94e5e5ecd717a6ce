import type { MulticastMessage } from 'firebase-admin/messaging';
import type { NotificationMessage, NotificationText } from '@dropwise/domain/notification-messages';
import { type Env, settings } from '../../config/settings.js';

/** The fields of a `users/{uid}/notifications/{id}` document that a push carries. */
export interface QueuedNotification {
  /** The stored English text, shown as is when there is no `message` (older documents). */
  title: string;
  body: string;
  message: NotificationMessage | null;
  link: string | null;
  orderId: string | null;
  kind: string;
}

/**
 * The FCM message for one queued notification, with `text` (its title and body in the
 * recipient's language). The web SDK shows `notification` as a system notification in the
 * background and hands the whole message to the page in the foreground; `data` repeats everything
 * as strings so both the page and the service worker can read the app path and the notification
 * id (the page uses the id to show one toast per notification, whether the push or the in-app
 * feed reaches it first), and carries the `message` as JSON so an open page can show it in the
 * language the page is in. FCM only accepts an absolute HTTPS `webpush.fcmOptions.link`, so the
 * app path is resolved against the app's base URL.
 */
export function buildPushMessage(
  notificationId: string,
  notification: QueuedNotification,
  text: NotificationText,
  tokens: string[],
  appBaseUrl: string,
): MulticastMessage {
  const { title, body } = text;
  const data: Record<string, string> = { notificationId, title, body, kind: notification.kind };
  if (notification.message) data.message = JSON.stringify(notification.message);
  if (notification.link) data.link = notification.link;
  if (notification.orderId) data.orderId = notification.orderId;

  const absoluteLink = notification.link ? new URL(notification.link, appBaseUrl).toString() : undefined;
  return {
    tokens,
    notification: { title, body },
    data,
    webpush: {
      notification: { title, body, tag: notificationId },
      ...(absoluteLink ? { fcmOptions: { link: absoluteLink } } : {}),
    },
  };
}

/** Where the app is served: an explicit setting, else the project's default Hosting domain. */
export function appBaseUrl(env?: Env): string {
  return settings.appUrl(env);
}
