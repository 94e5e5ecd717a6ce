import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { SosStatus } from '@dropwise/domain/safety/sos';
import { SOS_ALERTS } from '@dropwise/domain/collections';
import { ApiError } from '../../lib/api-error.js';
import { assertBefore, deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { openAlertRef } from './raise-sos.js';

const noSuchAlert = () => new ApiError(404, 'not_found', 'No such alert.');

/** An admin takes an open alert: the desk and the reminders stop calling for someone. */
export async function acknowledgeSos(db: Firestore, alertId: string, adminUid: string): Promise<void> {
  await moveAlert(db, alertId, 'open', 'The alert is not open: it was acknowledged already.', {
    status: 'acknowledged',
    acknowledgedBy: adminUid,
    acknowledgedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * An admin closes an acknowledged alert with a note. The person's open-alert pointer goes with it,
 * so another SOS on the same trip is a new alert.
 */
export async function closeSos(
  db: Firestore,
  alertId: string,
  adminUid: string,
  note: string,
): Promise<void> {
  await moveAlert(
    db,
    alertId,
    'acknowledged',
    'Only an acknowledged alert can be closed: acknowledge it first, or it is closed already.',
    { status: 'closed', closedBy: adminUid, closedAt: FieldValue.serverTimestamp(), note },
  );
}

async function moveAlert(
  db: Firestore,
  alertId: string,
  from: SosStatus,
  notThere: string,
  changes: Record<string, string | FieldValue>,
): Promise<void> {
  const ref = db.collection(SOS_ALERTS).doc(alertId);
  const deadline = deadlineFromNow();
  await firestoreCall(
    db.runTransaction(async (transaction) => {
      const alert = await transaction.get(ref);
      if (!alert.exists) throw noSuchAlert();
      if (alert.get('status') !== from) throw new ApiError(409, 'conflict', notThere);
      assertBefore(deadline);
      transaction.update(ref, changes);
      if (changes.status === 'closed') {
        transaction.delete(openAlertRef(db, String(alert.get('orderId')), String(alert.get('raisedBy'))));
      }
    }),
    deadline,
  );
}
