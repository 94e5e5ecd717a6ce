import type { OrderKind } from '@dropwise/domain/booking';
import { collection, doc, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import {
  type HistoryEntryView,
  type OrderView,
  toHistoryEntryView,
  toOrderView,
} from '@/lib/orders/order-view';
import { HISTORY, ORDERS } from '@dropwise/domain/collections';

export type OrderState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'found'; order: OrderView };

/**
 * One order, live. The rules refuse someone else's order; that, a missing order and an order of
 * the other kind all read as "not found", so the page never says whose an id is. (This listens
 * with onSnapshot rather than reactfire's useFirestoreDocData, which throws a refused read
 * during render instead of reporting it.)
 */
export function useOrder(orderId: string, kind: OrderKind): OrderState {
  const db = useFirestore();
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  useEffect(() => {
    setState({ status: 'loading' });
    return onSnapshot(
      doc(db, ORDERS, orderId),
      (snapshot) => {
        const order = snapshot.exists() ? toOrderView(snapshot) : null;
        setState(order && order.kind === kind ? { status: 'found', order } : { status: 'not-found' });
      },
      (error) => setState(error.code === 'permission-denied' ? { status: 'not-found' } : { status: 'error' }),
    );
  }, [db, orderId, kind]);
  return state;
}

/** The order's status changes, oldest first, live. */
export function useOrderHistory(orderId: string): HistoryEntryView[] {
  const db = useFirestore();
  const historyQuery = useMemo(
    () => query(collection(db, ORDERS, orderId, HISTORY), orderBy('n')),
    [db, orderId],
  );
  const { data } = useFirestoreCollection(historyQuery);
  return (data?.docs ?? []).map(toHistoryEntryView);
}
