import { Suspense } from 'react';
import { useFirestore, useUser } from '@/lib/firebase/instances';
import { markAllNotificationsRead } from './api/mark-all-notifications-read';
import { markNotificationRead } from './api/mark-notification-read';
import { NotificationBell } from './components/notification-bell';
import { PushPrompt } from './components/push-prompt';
import { useNotificationFeed } from './hooks/use-notification-feed';
import { usePushNotifications } from './hooks/use-push-notifications';
import './notification-center.css';

/**
 * Everything a signed-in user needs to hear about their orders, in one component: the floating
 * bell with the recent notifications, the in-app feed listener that turns a new notification into
 * a toast, and web push (permission on request, device token, foreground messages), all in the
 * app's language. Mount it once inside a signed-in area's Firebase providers; it renders nothing
 * while nobody is signed in.
 */
export function NotificationCenter() {
  const { data: user } = useUser();
  if (!user) return null;
  // A new user (sign-out then sign-in) gets fresh listeners and a fresh token lifecycle.
  return <SignedInNotificationCenter key={user.uid} uid={user.uid} />;
}

function SignedInNotificationCenter({ uid }: { uid: string }) {
  const db = useFirestore();
  const { notifications, unread } = useNotificationFeed(uid);
  const push = usePushNotifications(uid);
  const report = (error: unknown) => console.warn('notifications: could not update the read state', error);

  // The bell waits for its words alone: the page around it, and the feed listener that raises
  // toasts (whose text needs no catalogue), go on meanwhile.
  return (
    <Suspense fallback={null}>
      <NotificationBell
        notifications={notifications}
        unread={unread}
        onMarkRead={(notificationId, read) => {
          markNotificationRead(db, uid, { notificationId, read }).catch(report);
        }}
        onMarkAllRead={() => {
          markAllNotificationsRead(db, uid).catch(report);
        }}
        prompt={<PushPrompt {...push} />}
      />
    </Suspense>
  );
}
