import { type Firestore, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { unreadNotifications } from './user-notifications';

/** Unread notifications are counted up to this many; the bell shows "50+" beyond. */
export const UNREAD_COUNT_LIMIT = 50;

/** Listens to how many of the user's notifications are unread (at most UNREAD_COUNT_LIMIT). */
export function watchUnreadCount(
  db: Firestore,
  uid: string,
  onCount: (count: number) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    unreadNotifications(db, uid, UNREAD_COUNT_LIMIT),
    (snapshot) => onCount(snapshot.size),
    onError,
  );
}
