import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { isIndiaNight } from '@dropwise/domain/safety/emergency-contacts';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { ORDERS } from '@dropwise/domain/collections';
import { firestoreCall } from '../../lib/deadline.js';
import { readEmergencyContacts } from './emergency-contacts.js';
import { sendTexts, type TextSender } from './text-messages.js';
import { tripLinkForContacts } from './trip-link-for-contacts.js';

/**
 * A ride assigned at night (22:00 to 06:00 India time) to a customer who asked for it: each
 * emergency contact is texted the trip's link. Runs after the assignment is stored and never
 * undoes it; the order and contacts are read only at night, so a daytime assignment costs nothing more.
 */
export async function shareNightRide(
  db: Firestore,
  sender: TextSender,
  orderId: string,
  origin: string,
  now: number = Date.now(),
): Promise<number> {
  if (!isIndiaNight(now)) return 0;
  try {
    const order = (await firestoreCall(db.collection(ORDERS).doc(orderId).get())).data() as
      Pick<OrderDocument<unknown>, 'kind' | 'status' | 'customerUid' | 'customerName'> | undefined;
    if (order?.kind !== 'ride' || order.status !== 'assigned' || !order.customerUid) return 0;
    const { contacts, shareNightRides } = await readEmergencyContacts(db, order.customerUid);
    if (!shareNightRides || contacts.length === 0) return 0;
    const url = await tripLinkForContacts(db, { id: orderId, customerUid: order.customerUid }, origin);
    if (!url) return 0;
    const who = order.customerName?.trim() || 'Your contact';
    const body = `${who} is on a Dropwise ride and shares it with you. Follow it live: ${url}`;
    const sent = await sendTexts(
      sender,
      contacts.map((contact) => ({ to: contact.phone, body, kind: 'trip_share' as const, orderId })),
      'night ride share',
    );
    return sent ? contacts.length : 0;
  } catch (error) {
    logger.error('texts: could not share a night ride', { orderId, error: String(error) });
    return 0;
  }
}
