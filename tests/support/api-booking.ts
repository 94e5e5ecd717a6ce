import { adminDb } from './booking-fixtures';
import { ORDERS } from '@dropwise/domain/collections';

/** A time `hours` from now, as the booking form sends it. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

/** The orders stored for a request id: one at most, whatever the retries. */
export const storedOrders = (requestId: unknown) =>
  adminDb.collection(ORDERS).where('requestId', '==', requestId).get();
