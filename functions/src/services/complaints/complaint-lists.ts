import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ComplaintListFilter, ComplaintView, DeskComplaint } from '@dropwise/domain/api/complaints';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { COMPLAINTS, ORDERS } from '@dropwise/domain/collections';
import { firestoreCall } from '../../lib/deadline.js';
import { complaintView, deskComplaint, deskOrder } from './complaint-views.js';
import { type ComplaintCaller, noSuchOrder, partyOf } from './order-party.js';

/** The most the desk lists at once: far more than a day's complaints. */
export const DESK_LIST_LIMIT = 200;

/**
 * The complaints on an order that the caller may read: an admin all of them, its customer or
 * rider their own (anyone else is told there is no such order). Oldest first.
 */
export async function orderComplaints(
  db: Firestore,
  orderId: string,
  caller: ComplaintCaller,
): Promise<ComplaintView[]> {
  const byOrder = db.collection(COMPLAINTS).where('orderId', '==', orderId);
  if (caller.isAdmin) {
    const [order, all] = await Promise.all([
      firestoreCall(db.collection(ORDERS).doc(orderId).get()),
      firestoreCall(byOrder.get()),
    ]);
    if (!order.exists && all.empty) throw noSuchOrder();
    return sortedViews(all.docs.map(complaintView));
  }
  const order = await firestoreCall(db.collection(ORDERS).doc(orderId).get());
  partyOf(order.data() as OrderDocument<Timestamp> | undefined, caller);
  const own = await firestoreCall(byOrder.where('by.uid', '==', caller.uid).get());
  return sortedViews(own.docs.map(complaintView));
}

const sortedViews = (views: ComplaintView[]) => views.sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/** The desk's list: one status (or all), overdue first, then by due date. */
export async function listDeskComplaints(
  db: Firestore,
  filter: ComplaintListFilter,
  now = Date.now(),
): Promise<DeskComplaint[]> {
  const all = db.collection(COMPLAINTS);
  const query = filter === 'all' ? all : all.where('status', '==', filter);
  const snapshot = await firestoreCall(query.orderBy('dueBy').limit(DESK_LIST_LIMIT).get());
  return snapshot.docs.map((doc) => deskComplaint(doc, now)).sort(deskOrder);
}
