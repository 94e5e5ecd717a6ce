import type { MulticastMessage } from 'firebase-admin/messaging';

/** The fields of a `users/{uid}/notifications/{id}` document that a push carries. */
export interface QueuedNotification {
  title: string;
  body: string;
  link: string | null;
  orderId: string | null;
  kind: string;
}

/**
 * The FCM message for one queued notification. The web SDK shows `notification` as a system
 * notification in the background and hands the whole message to the page in the foreground;
 * `data` repeats everything as strings so both the page and the service worker can read the app
 * path and the notification id (the page uses the id to show one toast per notification, whether
 * the push or the in-app feed reaches it first). FCM only accepts an absolute HTTPS
 * `webpush.fcmOptions.link`, so the app path is resolved against the app's base URL.
 */
export function buildPushMessage(
  notificationId: string,
  notification: QueuedNotification,
  tokens: string[],
  appBaseUrl: string,
): MulticastMessage {
  const data: Record<string, string> = {
    notificationId,
    title: notification.title,
    body: notification.body,
    kind: notification.kind,
  };
  if (notification.link) data.link = notification.link;
  if (notification.orderId) data.orderId = notification.orderId;

  const absoluteLink = notification.link ? new URL(notification.link, appBaseUrl).toString() : undefined;
  return {
    tokens,
    notification: { title: notification.title, body: notification.body },
    data,
    webpush: {
      notification: { title: notification.title, body: notification.body, tag: notificationId },
      ...(absoluteLink ? { fcmOptions: { link: absoluteLink } } : {}),
    },
  };
}

/** Where the app is served: an explicit setting, else the project's default Hosting domain. */
export function appBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.DROPWISE_APP_URL?.trim();
  if (configured) return configured;
  return `https://${env.GCLOUD_PROJECT ?? 'demo-dropwise'}.web.app`;
}
