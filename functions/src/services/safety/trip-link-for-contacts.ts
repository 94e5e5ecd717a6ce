import type { Firestore } from 'firebase-admin/firestore';
import { ApiError } from '../../lib/api-error.js';
import { shareTrip } from '../trip/share-trip.js';

/**
 * The trip's share link for texts to emergency contacts: the one shared already, or a new one.
 * Null once the order has ended (nothing left to follow): the text then goes without a link.
 */
export async function tripLinkForContacts(
  db: Firestore,
  order: { id: string; customerUid: string },
  origin: string,
): Promise<string | null> {
  try {
    const shared = await shareTrip(db, {
      orderId: order.id,
      customerUid: order.customerUid,
      origin,
      mayAct: Promise.resolve(),
    });
    return shared.url;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    throw error;
  }
}
