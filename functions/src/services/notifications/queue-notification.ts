import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import type { NotificationMessage } from '@dropwise/domain/notification-messages';
import { renderNotification } from '@dropwise/domain/notification-text-catalogues';
import { NOTIFICATIONS, USERS } from '@dropwise/domain/collections';

/**
 * What a user is told about, e.g. an order changing status. Queuing writes a document into the
 * user's in-app feed (`users/{uid}/notifications/{id}`); the push sender reacts to that document,
 * so a failed push can never fail the operation that queued it.
 */
export interface NotificationInput {
  uid: string;
  /** What to say; the push and the app put it in the reader's language. */
  message: NotificationMessage;
  /** An app path to open, e.g. `/riderHistory/<orderId>`. */
  link?: string;
  orderId?: string;
  kind?: 'order_status' | 'info';
  /**
   * Kept in the feed but not pushed: for what the user has just done on the screen that shows
   * it, where a push to the same phone tells them nothing and costs a read of their devices.
   */
  feedOnly?: boolean;
}

/**
 * The feed document. It keeps the English `title` and `body` too: readers that predate `message`
 * show them, and knowing the recipient's language here would cost a read inside the caller's
 * transaction, which the booking and status changes cannot afford.
 */
function notificationDocument(input: NotificationInput) {
  const { title, body } = renderNotification(input.message, 'en');
  return {
    title,
    body,
    message: input.message,
    link: input.link ?? null,
    orderId: input.orderId ?? null,
    kind: input.kind ?? 'info',
    read: false,
    ...(input.feedOnly ? { feedOnly: true } : {}),
    createdAt: FieldValue.serverTimestamp(),
  };
}

const newNotificationRef = (db: Firestore, uid: string) =>
  db.collection(USERS).doc(uid).collection(NOTIFICATIONS).doc();

export function queueNotification(db: Firestore, transaction: Transaction, input: NotificationInput): void {
  transaction.create(newNotificationRef(db, input.uid), notificationDocument(input));
}

/** The same, for work that writes in a batch rather than a transaction. */
export function queueNotificationInBatch(db: Firestore, batch: WriteBatch, input: NotificationInput): void {
  batch.create(newNotificationRef(db, input.uid), notificationDocument(input));
}
