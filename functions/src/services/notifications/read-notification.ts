import { readNotificationMessage } from '@dropwise/domain/notification-messages';
import type { QueuedNotification } from './build-push-message.js';

/** A feed entry written with `feedOnly` (queue-notification.ts): shown in the app, never pushed. */
export function isFeedOnly(data: Record<string, unknown> | undefined): boolean {
  return data?.feedOnly === true;
}

/** A feed document as the push sender reads it, or null without a title and body. */
export function readNotification(data: Record<string, unknown> | undefined): QueuedNotification | null {
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
