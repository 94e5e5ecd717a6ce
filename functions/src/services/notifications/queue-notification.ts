import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';

/**
 * What a user is told about, e.g. an order changing status. Queuing writes a document into the
 * user's in-app feed (`users/{uid}/notifications/{id}`); the push sender reacts to that document,
 * so a failed push can never fail the operation that queued it.
 */
export interface NotificationInput {
  uid: string;
  title: string;
  body: string;
  /** An app path to open, e.g. `/riderHistory/<orderId>`. */
  link?: string;
  orderId?: string;
  kind?: 'order_status' | 'info';
}

export function queueNotification(db: Firestore, transaction: Transaction, input: NotificationInput): void {
  const ref = db.collection('users').doc(input.uid).collection('notifications').doc();
  transaction.create(ref, {
    title: input.title,
    body: input.body,
    link: input.link ?? null,
    orderId: input.orderId ?? null,
    kind: input.kind ?? 'info',
    read: false,
    createdAt: FieldValue.serverTimestamp(),
  });
}
