import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { Coordinates } from '@dropwise/domain/geo';
import { countInDay } from '../money/daily-totals.js';
import type { NewOrder } from '../order-records/order-document.js';
import { historyEntry } from '../order-records/order-history.js';
import { writeHandoverCode } from '../trip/handover-code.js';

/**
 * What every booking writes, a customer's or a shop's, in its own transaction: the order (created,
 * so a concurrent twin is refused) with history entry 0, its handover code and the day's count.
 * Answers the code.
 */
export function createBookedOrder(
  db: Firestore,
  transaction: Transaction,
  booking: { ref: DocumentReference; order: NewOrder; pickup: Coordinates; bookedBy: string },
): string {
  const booked = historyEntry(
    { historyCount: 0 },
    { from: null, to: 'pending', by: { uid: booking.bookedBy, role: 'customer' }, reason: null },
  );
  transaction.create(booking.ref, { ...booking.order, history: [booked] });
  const code = writeHandoverCode(db, transaction, booking.ref);
  countInDay(db, transaction, Date.now(), booking.pickup, { booked: 1 });
  return code;
}
