import { type DocumentReference, FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { type NewHistoryEntry } from './order-document.js';
import { HISTORY } from '@dropwise/domain/collections';

/** A history entry before it is numbered and stamped. */
export type HistoryEntryFields = Omit<NewHistoryEntry, 'n' | 'at'>;

/**
 * Writes an order's next history entry, numbered after the ones it holds (its `historyCount`,
 * which the same transaction's update raises) and stamped with the server's time.
 */
export function appendHistoryEntry(
  transaction: Transaction,
  orderRef: DocumentReference,
  order: Pick<OrderDocument<unknown>, 'historyCount'>,
  fields: HistoryEntryFields,
): void {
  const n = typeof order.historyCount === 'number' ? order.historyCount : 0;
  const entry: NewHistoryEntry = { n, ...fields, at: FieldValue.serverTimestamp() };
  transaction.create(orderRef.collection(HISTORY).doc(String(n)), entry);
}
