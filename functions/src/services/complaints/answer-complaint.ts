import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import type { AnswerStatus } from '@dropwise/domain/admin/complaints-admin';
import type { ComplaintDocument } from '@dropwise/domain/complaints';
import { orderPath, riderComplaintPath } from '@dropwise/domain/page-paths';
import { COMPLAINTS } from '@dropwise/domain/collections';
import { ApiError } from '../../lib/api-error.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { queueNotification } from '../notifications/queue-notification.js';
import { isTombstone } from '../order-records/order-document.js';

export const noSuchComplaint = () => new ApiError(404, 'not_found', 'No such complaint.');

/**
 * An admin answers a complaint: the answer replaces any earlier one, the status moves to
 * `in_progress` or `resolved`, and the filer finds it in their notification feed, linked to where
 * they read their complaints. A resolved complaint may be answered again (a correction, or opened
 * again as in progress).
 */
export async function answerComplaint(
  db: Firestore,
  complaintId: string,
  answer: { answer: string; status: AnswerStatus },
  adminUid: string,
): Promise<void> {
  const ref = db.collection(COMPLAINTS).doc(complaintId);
  const deadline = deadlineFromNow();
  await firestoreCall(
    db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const complaint = snapshot.data() as ComplaintDocument<Timestamp> | undefined;
      if (!complaint) throw noSuchComplaint();
      assertBefore(deadline);
      transaction.update(ref, {
        answer: answer.answer,
        status: answer.status,
        answeredAt: FieldValue.serverTimestamp(),
        answeredBy: adminUid,
      });
      // A customer who deleted their account has no feed to tell.
      if (isTombstone(complaint.by.uid)) return;
      queueNotification(db, transaction, {
        uid: complaint.by.uid,
        message: {
          key: answer.status === 'resolved' ? 'complaintResolved' : 'complaintInProgress',
          values: { reference: complaint.reference },
        },
        link:
          complaint.by.role === 'rider'
            ? riderComplaintPath(complaint.orderId)
            : orderPath(complaint.orderKind, complaint.orderId),
        orderId: complaint.orderId,
      });
    }),
    deadline,
  );
}
