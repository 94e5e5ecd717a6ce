import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { COMPLAINTS, CUSTOMER_FEES } from '@dropwise/domain/collections';

/** What a complaint keeps once its customer's account is deleted: the words are theirs. */
export const REMOVED_COMPLAINT_TEXT = '';

/**
 * The rest of a deleted customer in the platform's records: the complaints they filed (the uid
 * becomes the orders' tombstone and their words are removed; category, dates, status and the
 * answer stay for the grievance records), the complaints riders filed about their orders (the
 * uid only), and the cancellation fees they still owed, which nobody can now collect.
 */
export async function anonymiseCustomerRecords(db: Firestore, uid: string, tombstone: string): Promise<void> {
  const complaints = db.collection(COMPLAINTS);
  const [filed, about] = await Promise.all([
    complaints.where('by.uid', '==', uid).get(),
    complaints.where('customerUid', '==', uid).get(),
  ]);
  const batch = db.batch();
  for (const complaint of filed.docs) {
    batch.update(complaint.ref, {
      'by.uid': tombstone,
      customerUid: tombstone,
      text: REMOVED_COMPLAINT_TEXT,
    });
  }
  for (const complaint of about.docs) {
    if (!filed.docs.some((mine) => mine.id === complaint.id))
      batch.update(complaint.ref, { customerUid: tombstone });
  }
  batch.delete(db.collection(CUSTOMER_FEES).doc(uid));
  await batch.commit();
}

/**
 * An order's complaints when the order passes the retention limit: the words are removed, and
 * the customer's uid becomes the order's tombstone (null: the order was already anonymised).
 */
export async function anonymiseOrderComplaints(
  db: Firestore,
  batch: WriteBatch,
  order: { id: string; uid: string | null; tombstone: string | null },
): Promise<void> {
  const complaints = await db.collection(COMPLAINTS).where('orderId', '==', order.id).get();
  for (const complaint of complaints.docs) {
    const theirs = order.tombstone !== null && complaint.get('customerUid') === order.uid;
    const filedByThem = theirs && complaint.get('by.uid') === order.uid;
    batch.update(complaint.ref, {
      text: REMOVED_COMPLAINT_TEXT,
      ...(theirs ? { customerUid: order.tombstone } : {}),
      ...(filedByThem ? { 'by.uid': order.tombstone } : {}),
    });
  }
}
