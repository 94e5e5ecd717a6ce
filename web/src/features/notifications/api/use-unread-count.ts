import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { unreadNotifications } from './user-notifications';

/** Unread notifications are counted up to this many; the bell shows "50+" beyond. */
export const UNREAD_COUNT_LIMIT = 50;

/** How many of the user's notifications are unread (at most UNREAD_COUNT_LIMIT), live; 0 until known. */
export function useUnreadCount(uid: string): number {
  const live = useLive(
    unreadNotifications(useFirestore(), uid, UNREAD_COUNT_LIMIT),
    (snapshot) => snapshot.size,
  );
  return live.status === 'success' ? live.data : 0;
}
