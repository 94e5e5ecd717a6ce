import type { NotificationMessage } from '@dropwise/domain/notification-messages';
import { renderNotification } from '@dropwise/domain/notification-text-catalogues';
import { pagePaths } from '@dropwise/domain/page-paths';
import type { QueuedNotification } from '../notifications/build-push-message.js';

/**
 * The push an offer sends its rider, from the offer document itself: an offer is over within a
 * minute, so it has no place in the rider's feed, and the screen shows it with its own countdown.
 * Null for a document that is not an offer.
 */
export function offerPush(offer: Record<string, unknown> | undefined): QueuedNotification | null {
  const kind = offer?.kind;
  const pickup = (offer?.pickup as { label?: unknown } | undefined)?.label;
  if ((kind !== 'ride' && kind !== 'parcel') || typeof pickup !== 'string') return null;
  const message: NotificationMessage = { key: 'riderOffer', values: { kind, pickup } };
  return {
    ...renderNotification(message, 'en'),
    message,
    link: pagePaths.riderOrders,
    orderId: typeof offer?.orderId === 'string' ? offer.orderId : null,
    kind: 'order_status',
  };
}

/** The id a pushed offer carries: the app shows one toast per id. */
export const offerPushId = (orderId: string): string => `offer-${orderId}`;
