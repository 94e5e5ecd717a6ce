import { randomBytes } from 'node:crypto';
import {
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  COMPLAINTS_PER_PERSON_PER_ORDER,
  type ComplaintDocument,
  complaintDueBy,
  complaintIdFrom,
  complaintReference,
  type ComplaintRequest,
  complaintWindowOpen,
  COMPLAINT_WINDOW_DAYS,
} from '@dropwise/domain/complaints';
import { FINAL_STATUSES } from '@dropwise/domain/order-lifecycle';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { toMillis } from '@dropwise/domain/rider-duty';
import type { FiledComplaint } from '@dropwise/domain/api/complaints';
import { COMPLAINTS, ORDERS } from '@dropwise/domain/collections';
import { ApiError } from '../../lib/api-error.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { officerInTransaction } from './grievance-officer.js';
import { type ComplaintCaller, partyOf } from './order-party.js';

/** When an order ended: its delivery, else its last change (the cancellation or failure). */
export function orderEndedAt(order: OrderDocument<Timestamp>): number | null {
  if (!FINAL_STATUSES.includes(order.status)) return null;
  return toMillis(order.deliveredAt) ?? toMillis(order.updatedAt);
}

/**
 * Files a complaint about an order for its customer or rider, dated by the officer's answer days.
 * One transaction reads the order, the caller's earlier complaints on it and the settings, so a
 * burst of taps cannot pass the per-person cap. The id is random from an alphabet people read
 * aloud without mistakes, and checked unused before it is taken.
 */
export async function fileComplaint(
  db: Firestore,
  orderId: string,
  caller: ComplaintCaller,
  request: Required<ComplaintRequest>,
  now = Date.now(),
): Promise<FiledComplaint> {
  const orderRef = db.collection(ORDERS).doc(orderId);
  const complaints = db.collection(COMPLAINTS);
  const deadline = deadlineFromNow();
  return firestoreCall(
    db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(orderRef);
      const { order, role } = partyOf(snapshot.data() as OrderDocument<Timestamp> | undefined, caller);
      if (!complaintWindowOpen({ status: order.status, endedAt: orderEndedAt(order) }, now)) {
        throw new ApiError(
          409,
          'conflict',
          `Complaints about an order can be filed until ${COMPLAINT_WINDOW_DAYS} days after it ended. Write to the grievance officer instead.`,
        );
      }
      const earlier = await transaction.get(
        complaints.where('orderId', '==', orderId).where('by.uid', '==', caller.uid),
      );
      if (earlier.size >= COMPLAINTS_PER_PERSON_PER_ORDER) {
        throw new ApiError(
          409,
          'conflict',
          `You have filed ${COMPLAINTS_PER_PERSON_PER_ORDER} complaints about this order, the most we take. We will answer them; for anything more, write to the grievance officer.`,
        );
      }
      const officer = await officerInTransaction(db, transaction);
      const ref = await unusedId(transaction, complaints);
      const dueBy = complaintDueBy(now, officer.answerWithinDays);
      const reference = complaintReference(ref.id);
      const complaint: ComplaintDocument<Timestamp> = {
        orderId,
        orderKind: order.kind,
        customerUid: order.customerUid ?? '',
        riderId: order.riderId ?? null,
        by: { uid: caller.uid, role },
        byName: (role === 'customer' ? order.customerName : order.riderName) ?? null,
        category: request.category,
        text: request.text,
        status: 'open',
        answer: null,
        answeredAt: null,
        answeredBy: null,
        reference,
        createdAt: Timestamp.fromMillis(now),
        dueBy: Timestamp.fromMillis(dueBy),
      };
      assertBefore(deadline);
      transaction.create(ref, complaint);
      return { complaintId: ref.id, reference, dueBy: new Date(dueBy).toISOString() };
    }),
    deadline,
  );
}

async function unusedId(
  transaction: Transaction,
  complaints: CollectionReference,
): Promise<DocumentReference> {
  // 31^8 ids make a clash rare; a few tries make a failed filing rarer still.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const ref = complaints.doc(complaintIdFrom(randomBytes(8)));
    if (!(await transaction.get(ref)).exists) return ref;
  }
  throw new ApiError(503, 'unavailable', 'Could not file the complaint just now. Try again.');
}
