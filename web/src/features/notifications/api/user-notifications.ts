import { collection, type Firestore, limit, query, type QueryConstraint, where } from 'firebase/firestore';
import { NOTIFICATIONS, USERS } from '@dropwise/domain/collections';

/** What a listener to the user's notifications reports to: each new value, or why it stopped. */
export interface Watcher<T> {
  next: (value: T) => void;
  error: (error: Error) => void;
}

/** The user's notifications (`users/{uid}/notifications`), narrowed by `constraints`. */
export function userNotifications(db: Firestore, uid: string, ...constraints: QueryConstraint[]) {
  return query(collection(db, USERS, uid, NOTIFICATIONS), ...constraints);
}

/** At most `max` of the user's unread notifications. */
export function unreadNotifications(db: Firestore, uid: string, max: number) {
  return userNotifications(db, uid, where('read', '==', false), limit(max));
}
