import { type DocumentReference, FieldValue } from 'firebase-admin/firestore';
import { orderPath } from '@dropwise/domain/page-paths';
import { db } from '../../scripts/seed/emulator-admin';
import { userNotificationsPath } from '@dropwise/domain/collections';

/**
 * Writes an unread order-status notification the way queueNotification does (as the order
 * functions do), which also fires the push trigger. Returns the document's reference.
 */
export async function queueNotification(
  uid: string,
  title = 'Order accepted',
  body = 'Your ride order was accepted.',
): Promise<DocumentReference> {
  const ref = db.collection(userNotificationsPath(uid)).doc();
  await ref.create({
    title,
    body,
    link: orderPath('ride', 'e2e-order'),
    orderId: 'e2e-order',
    kind: 'order_status',
    read: false,
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref;
}
