import { type Firestore, getDocs, writeBatch } from 'firebase/firestore';
import { unreadNotifications } from './user-notifications';

/** The rules let a client read at most 50 notifications at a time. */
const PAGE = 50;
/** A runaway guard: 20 pages of 50 is far more unread notifications than anyone has. */
const MAX_PAGES = 20;

/**
 * Marks every unread notification of the user read, 50 at a time (one batch each), not only the
 * ones the bell happens to list. Returns how many it marked.
 */
export async function markAllNotificationsRead(db: Firestore, uid: string): Promise<number> {
  const unread = unreadNotifications(db, uid, PAGE);
  let marked = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const snapshot = await getDocs(unread);
    if (snapshot.empty) break;
    const batch = writeBatch(db);
    snapshot.docs.forEach((doc) => batch.update(doc.ref, { read: true }));
    await batch.commit();
    marked += snapshot.size;
    if (snapshot.size < PAGE) break;
  }
  return marked;
}
