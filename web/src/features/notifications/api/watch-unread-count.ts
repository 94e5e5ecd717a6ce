import { type Firestore, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { unreadNotifications, type Watcher } from './user-notifications';

/** Unread notifications are counted up to this many; the bell shows "50+" beyond. */
export const UNREAD_COUNT_LIMIT = 50;

/** Listens to how many of the user's notifications are unread (at most UNREAD_COUNT_LIMIT). */
export function watchUnreadCount(db: Firestore, uid: string, watcher: Watcher<number>): Unsubscribe {
  const unread = unreadNotifications(db, uid, UNREAD_COUNT_LIMIT);
  return onSnapshot(unread, (snapshot) => watcher.next(snapshot.size), watcher.error);
}
