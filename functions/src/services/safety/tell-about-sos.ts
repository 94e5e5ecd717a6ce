import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { pagePaths } from '@dropwise/domain/page-paths';
import type { SosTold } from '@dropwise/domain/safety/sos';
import { SOS_ALERTS } from '@dropwise/domain/collections';
import { firestoreCall } from '../../lib/deadline.js';
import { queueNotificationInBatch } from '../notifications/queue-notification.js';
import { readEmergencyContacts } from './emergency-contacts.js';
import { sendTexts, type TextSender } from './text-messages.js';
import { tripLinkForContacts } from './trip-link-for-contacts.js';

export interface SosDeps {
  now: () => number;
  sender: TextSender;
  adminUids: () => Promise<string[]>;
  /** Where the app is served, for the trip link in texts. */
  origin: string;
}

/** Every platform admin, in the feed (and by push from it): an SOS, or one still unanswered. */
export async function notifyAdminsOfSos(
  db: Firestore,
  deps: Pick<SosDeps, 'adminUids'>,
  alert: { alertId: string; orderId: string; pickup: string; by: string },
  key: 'sosRaised' | 'sosUnanswered',
): Promise<number> {
  try {
    const admins = await deps.adminUids();
    const batch = db.batch();
    for (const uid of admins) {
      queueNotificationInBatch(db, batch, {
        uid,
        message: { key, values: { pickup: alert.pickup, by: alert.by } },
        link: pagePaths.safetyDesk,
        orderId: alert.orderId,
        kind: 'info',
      });
    }
    await firestoreCall(batch.commit());
    return admins.length;
  } catch (error) {
    logger.error('sos: could not notify the admins', { alertId: alert.alertId, error: String(error) });
    return 0;
  }
}

/**
 * Tells the admins and texts the customer's emergency contacts with the trip's link, and records
 * on the alert who was told; texts that could not be queued are counted there as `textsFailed`.
 */
export async function tellAboutSos(
  db: Firestore,
  deps: SosDeps,
  alert: {
    alertId: string;
    orderId: string;
    customerUid: string;
    customerName: string | null;
    pickup: string;
    by: string;
    role: 'customer' | 'rider';
  },
): Promise<SosTold> {
  const [admins, texted] = await Promise.all([
    notifyAdminsOfSos(db, deps, alert, 'sosRaised'),
    textContacts(db, deps, alert),
  ]);
  const told = { contacts: texted.told, admins };
  const record = { told, textsFailed: texted.failed };
  await firestoreCall(db.collection(SOS_ALERTS).doc(alert.alertId).update(record)).catch((error: unknown) =>
    logger.error('sos: could not record who was told', { alertId: alert.alertId, error: String(error) }),
  );
  return told;
}

async function textContacts(
  db: Firestore,
  deps: SosDeps,
  alert: { orderId: string; customerUid: string; customerName: string | null; role: 'customer' | 'rider' },
): Promise<{ told: string[]; failed: number }> {
  let count = 0;
  try {
    const { contacts } = await readEmergencyContacts(db, alert.customerUid);
    count = contacts.length;
    if (count === 0) return { told: [], failed: 0 };
    const url = await tripLinkForContacts(
      db,
      { id: alert.orderId, customerUid: alert.customerUid },
      deps.origin,
    );
    const who = alert.customerName?.trim() || 'someone who named you as an emergency contact';
    const raised = alert.role === 'customer' ? `SOS from ${who}` : `The rider on ${who}'s trip raised an SOS`;
    const follow = url ? ` Follow the trip live: ${url}` : '';
    const body = `${raised} on Dropwise. The Dropwise safety desk has been alerted.${follow} In danger, call 112.`;
    const texts = contacts.map((contact) => ({
      to: contact.phone,
      body,
      kind: 'sos' as const,
      orderId: alert.orderId,
    }));
    const sent = await sendTexts(deps.sender, texts, 'sos');
    return sent ? { told: contacts.map((contact) => contact.name), failed: 0 } : { told: [], failed: count };
  } catch (error) {
    logger.error('sos: could not text the emergency contacts', {
      orderId: alert.orderId,
      error: String(error),
    });
    return { told: [], failed: count };
  }
}
