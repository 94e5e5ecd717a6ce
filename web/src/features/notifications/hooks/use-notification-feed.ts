import { useEffect, useState } from 'react';
import { useFirestore } from '@/lib/firebase/instances';
import { currentLanguage } from '@/lib/i18n/i18n-store';
import { type FeedNotification, watchNotifications } from '@/features/notifications/api/watch-notifications';
import { useUnreadCount } from '@/features/notifications/api/use-unread-count';
import { showNotificationToast } from '@/features/notifications/components/show-notification-toast';
import { notificationText } from '@/features/notifications/notification-text';

export interface NotificationFeed {
  notifications: FeedNotification[];
  unread: number;
  loaded: boolean;
  error: Error | null;
}

/**
 * The signed-in user's recent notifications and unread count, live. A notification created while
 * the app is open shows as an info toast: in the emulators, where FCM cannot be reached, this is
 * how a user hears about an order change at once.
 */
export function useNotificationFeed(uid: string): NotificationFeed {
  const db = useFirestore();
  const unread = useUnreadCount(uid);
  const [feed, setFeed] = useState<Omit<NotificationFeed, 'unread'>>({
    notifications: [],
    loaded: false,
    error: null,
  });

  useEffect(() => {
    return watchNotifications(db, uid, {
      next: ({ notifications, arrived }) => {
        setFeed((current) => ({ ...current, notifications, loaded: true, error: null }));
        // Oldest first, so the newest toast ends up on top. An offer is left to the rider screen,
        // whose own toast says how far the pickup is and whose card counts down.
        [...arrived]
          .reverse()
          .filter((notification) => notification.message?.key !== 'riderOffer')
          .forEach((notification) =>
            showNotificationToast({
              id: notification.id,
              link: notification.link,
              ...notificationText(notification, currentLanguage()),
            }),
          );
      },
      error: (error) => {
        console.warn('notifications: the feed could not be read', error);
        setFeed((current) => ({ ...current, error }));
      },
    });
  }, [db, uid]);

  return { ...feed, unread };
}
