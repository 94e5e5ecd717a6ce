import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { SOS_REMIND_AFTER_MS } from '@dropwise/domain/safety/sos';
import { toMillis } from '@dropwise/domain/rider-duty';
import { SOS_ALERTS } from '@dropwise/domain/collections';
import { firestoreCall } from '../../lib/deadline.js';
import { notifyAdminsOfSos, type SosDeps } from './tell-about-sos.js';

/**
 * Every alert still open (nobody acknowledged it) 2 minutes after it was raised, or after its last
 * reminder, is brought to every admin again. Open alerts are few, so one query reads them all.
 */
export async function remindOfOpenAlerts(
  db: Firestore,
  deps: Pick<SosDeps, 'adminUids' | 'now'>,
): Promise<number> {
  const now = deps.now();
  const open = await firestoreCall(db.collection(SOS_ALERTS).where('status', '==', 'open').limit(100).get());
  let reminded = 0;
  for (const alert of open.docs) {
    const last = toMillis(alert.get('remindedAt')) ?? toMillis(alert.get('raisedAt')) ?? now;
    if (now - last < SOS_REMIND_AFTER_MS) continue;
    const orderId = String(alert.get('orderId'));
    const by = String(
      (alert.get('role') === 'rider' ? alert.get('riderName') : alert.get('customerName')) ??
        alert.get('role'),
    );
    await notifyAdminsOfSos(
      db,
      deps,
      { alertId: alert.id, orderId, pickup: String(alert.get('pickup') ?? ''), by },
      'sosUnanswered',
    );
    await firestoreCall(alert.ref.update({ remindedAt: Timestamp.fromMillis(now) }));
    reminded += 1;
  }
  return reminded;
}
