import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { OrderDocument } from '@dropwise/domain/order-document';
import { type NewHistoryEntry, type OrderChanges } from './order-document.js';

/** A history entry before it is numbered and stamped. */
export type HistoryEntryFields = Omit<NewHistoryEntry, 'n' | 'at'>;

/** The entry numbered after the ones the order holds (its `historyCount`), stamped now. */
export function historyEntry(
  order: Pick<OrderDocument<unknown>, 'historyCount'>,
  fields: HistoryEntryFields,
): NewHistoryEntry {
  const n = typeof order.historyCount === 'number' ? order.historyCount : 0;
  // A server timestamp cannot sit inside an array; the function's clock is the server's.
  return { n, ...fields, at: Timestamp.now() };
}

/**
 * The changes that add an order's next history entry, to merge into the same update as the
 * status change: the history lives on the order, so a change costs one write, not two.
 */
export function historyChanges(
  order: Pick<OrderDocument<unknown>, 'historyCount'>,
  fields: HistoryEntryFields,
): OrderChanges {
  return {
    history: FieldValue.arrayUnion(historyEntry(order, fields)),
    historyCount: FieldValue.increment(1),
  };
}
