import {
  collection,
  type Firestore,
  limit,
  onSnapshot,
  query,
  type Unsubscribe,
  where,
} from 'firebase/firestore';

/** Unread notifications are counted up to this many; the bell shows "50+" beyond. */
export const UNREAD_COUNT_LIMIT = 50;

/** Listens to how many of the user's notifications are unread (at most UNREAD_COUNT_LIMIT). */
export function watchUnreadCount(
  db: Firestore,
  uid: string,
  onCount: (count: number) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const unread = query(
    collection(db, 'users', uid, 'notifications'),
    where('read', '==', false),
    limit(UNREAD_COUNT_LIMIT),
  );
  return onSnapshot(unread, (snapshot) => onCount(snapshot.size), onError);
}
