import { FieldPath, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { ORDERS, RETENTION_PATH } from '@dropwise/domain/collections';
import { firestoreCall } from '../../lib/deadline.js';
import { TOMBSTONE_PREFIX } from '../order-records/order-document.js';
import { newTombstone, personalOrderFieldPaths } from './order-personal-fields.js';
import { receiverRef } from '../order-records/shop-documents.js';
import { replaceInHistory } from './replace-in-history.js';
import { anonymiseOrderComplaints } from './deleted-customer-records.js';

/** The aggregator guidelines keep trip data at most 24 months (and at least 3). */
export const TRIP_RETENTION_MONTHS = 24;
const PAGE = 200;

/** The moment `months` calendar months before `now`. */
export function monthsBefore(now: number, months: number): number {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.getTime();
}

/**
 * The monthly job: every order booked more than 24 months before `now` loses what identifies a
 * person, as an account deletion does (the customer's fields, and their uid becomes a tombstone
 * here, in the history and in its complaints, whose words go too), and the rider's name, phone
 * and vehicle. The trip itself (when,
 * where, the fare, the receipt) stays. `config/retention` keeps how far it got, so each run reads
 * only the orders that crossed the line since the last. Answers how many orders it changed.
 */
export async function anonymiseOldTrips(db: Firestore, now: number): Promise<number> {
  const cutoff = Timestamp.fromMillis(monthsBefore(now, TRIP_RETENTION_MONTHS));
  const cursorRef = db.doc(RETENTION_PATH);
  const cursor = (await firestoreCall(cursorRef.get())).data() as
    { through?: Timestamp; lastId?: string } | undefined;
  let after: [Timestamp, string] | null =
    cursor?.through && cursor.lastId ? [cursor.through, cursor.lastId] : null;
  let changed = 0;
  for (;;) {
    const oldest = db
      .collection(ORDERS)
      .where('createdAt', '<', cutoff)
      .orderBy('createdAt')
      .orderBy(FieldPath.documentId());
    const page = await firestoreCall((after ? oldest.startAfter(...after) : oldest).limit(PAGE).get());
    if (page.empty) break;
    for (const order of page.docs) {
      const batch = db.batch();
      const uid = order.get('customerUid') as string | undefined;
      const tombstone = uid && !uid.startsWith(TOMBSTONE_PREFIX) ? newTombstone() : null;
      const update: Record<string, FieldValue | string | null> = {
        riderName: null,
        riderPhone: null,
        riderVehicle: null,
        retentionAnonymisedAt: FieldValue.serverTimestamp(),
      };
      for (const path of personalOrderFieldPaths(order.data())) update[path] = FieldValue.delete();
      if (uid && tombstone) {
        update.customerUid = tombstone;
        await replaceInHistory(batch, order.ref, uid, tombstone);
      }
      batch.update(order.ref, update);
      // A shop's receiver (name and phone) goes with the rest.
      if (order.get('shopDelivery')) batch.delete(receiverRef(db, order.id));
      await anonymiseOrderComplaints(db, batch, { id: order.id, uid: uid ?? null, tombstone });
      await firestoreCall(batch.commit());
      changed += 1;
    }
    const last = page.docs[page.docs.length - 1]!;
    after = [last.get('createdAt') as Timestamp, last.id];
    await firestoreCall(
      cursorRef.set({ through: after[0], lastId: after[1], ranAt: FieldValue.serverTimestamp() }),
    );
    if (page.size < PAGE) break;
  }
  return changed;
}
