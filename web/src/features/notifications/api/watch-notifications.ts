import {
  type Firestore,
  limit,
  onSnapshot,
  orderBy,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { z } from 'zod';
import { readNotificationMessage } from '@dropwise/domain/notification-messages';
import { userNotifications, type Watcher } from './user-notifications';

/**
 * One entry of `users/{uid}/notifications`, as `queueNotification` writes it. `title` and `body`
 * are English; `message` (null on older entries) is what lets the app show it in its language.
 */
export const feedNotificationSchema = z.object({
  title: z.string(),
  body: z.string(),
  message: z.unknown().transform(readNotificationMessage),
  link: z.string().nullish(),
  orderId: z.string().nullish(),
  kind: z.string().default('info'),
  read: z.boolean().default(false),
});

export type FeedNotification = z.infer<typeof feedNotificationSchema> & {
  id: string;
  createdAt: Date | null;
};

export interface NotificationFeedUpdate {
  /** The most recent notifications, newest first. */
  notifications: FeedNotification[];
  /** Notifications created while this listener was running (never the ones that were already there). */
  arrived: FeedNotification[];
}

/** The rules allow reading at most this many at a time. */
export const FEED_LIMIT = 20;

/**
 * Listens to the signed-in user's feed, newest first. Everything in the first snapshot from the
 * server is the starting point; a document that appears after that is reported in `arrived`,
 * which is what turns a new notification into a toast without replaying old ones.
 */
export function watchNotifications(
  db: Firestore,
  uid: string,
  watcher: Watcher<NotificationFeedUpdate>,
  count = FEED_LIMIT,
): Unsubscribe {
  const feed = userNotifications(db, uid, orderBy('createdAt', 'desc'), limit(count));
  const seen = new Set<string>();
  let started = false;
  return onSnapshot(
    feed,
    // Metadata changes tell us when the (possibly cached) start has been confirmed by the server.
    { includeMetadataChanges: true },
    (snapshot) => {
      const notifications = snapshot.docs.flatMap(toFeedNotification);
      let arrived: FeedNotification[] = [];
      if (started) {
        const newIds = new Set(
          snapshot
            .docChanges()
            .filter((change) => change.type === 'added' && !seen.has(change.doc.id))
            .map((change) => change.doc.id),
        );
        arrived = notifications.filter((notification) => newIds.has(notification.id));
      }
      snapshot.docs.forEach((doc) => seen.add(doc.id));
      if (!snapshot.metadata.fromCache) started = true;
      watcher.next({ notifications, arrived });
    },
    watcher.error,
  );
}

function toFeedNotification(doc: QueryDocumentSnapshot): FeedNotification[] {
  const data = doc.data({ serverTimestamps: 'estimate' });
  const parsed = feedNotificationSchema.safeParse(data);
  if (!parsed.success) return [];
  const createdAt: unknown = data.createdAt;
  return [
    {
      ...parsed.data,
      id: doc.id,
      createdAt:
        createdAt && typeof createdAt === 'object' && 'toDate' in createdAt
          ? (createdAt as { toDate(): Date }).toDate()
          : null,
    },
  ];
}
