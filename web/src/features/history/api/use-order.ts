import type { OrderKind } from '@domain/booking';
import { collection, doc, orderBy, query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { type HistoryEntryView, type OrderView, toHistoryEntryView, toOrderView } from './order-view';

export type OrderState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'found'; order: OrderView };

/**
 * One order, live. The rules refuse someone else's order; that, a missing order and an order of
 * the other kind all read as "not found", so the page never says whose an id is.
 */
export function useOrder(orderId: string, kind: OrderKind): OrderState {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, 'orders', orderId), [db, orderId]);
  const { status, data, error } = useFirestoreDocData(ref, { idField: 'id' });
  if (status === 'loading') return { status: 'loading' };
  if (status === 'error') {
    return (error as { code?: string } | undefined)?.code === 'permission-denied'
      ? { status: 'not-found' }
      : { status: 'error' };
  }
  if (!data) return { status: 'not-found' };
  const order = toOrderView(data as typeof data & { id: string });
  return order.kind === kind ? { status: 'found', order } : { status: 'not-found' };
}

/** The order's status changes, oldest first, live. */
export function useOrderHistory(orderId: string): HistoryEntryView[] {
  const db = useFirestore();
  const historyQuery = useMemo(
    () => query(collection(db, 'orders', orderId, 'history'), orderBy('n')),
    [db, orderId],
  );
  const { data } = useFirestoreCollectionData(historyQuery);
  return (data ?? []).map(toHistoryEntryView);
}
