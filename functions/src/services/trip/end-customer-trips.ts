import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ORDERS } from '@dropwise/domain/collections';
import { handoverRef, shareRef, trackingLinkRef } from './trip-documents.js';

/**
 * When a customer deletes their account: every trip they shared stops answering (the public page
 * shows their pickup and drop-off), and their orders' private documents (handover code, shared
 * link) go. Safe to repeat; runs before the orders lose their `customerUid`.
 */
export async function endCustomerTrips(db: Firestore, uid: string): Promise<void> {
  const orders = await db.collection(ORDERS).where('customerUid', '==', uid).select().get();
  if (orders.empty) return;
  const shares = await db.getAll(...orders.docs.map((order) => shareRef(db, order.id)));
  // Three writes per order at most; Firestore takes 500 per batch.
  for (let start = 0; start < orders.size; start += 150) {
    const batch = db.batch();
    orders.docs.slice(start, start + 150).forEach((order, offset) => {
      const token = shares[start + offset]?.get('token');
      if (typeof token === 'string') {
        batch.update(trackingLinkRef(db, token), { revoked: true, revokedAt: FieldValue.serverTimestamp() });
      }
      batch.delete(shareRef(db, order.id));
      batch.delete(handoverRef(db, order.id));
    });
    await batch.commit();
  }
}
