import type { OrderKind } from '@dropwise/domain/booking';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { type OrderView, toOrderView } from '@/lib/orders/order-view';
import { ORDERS } from '@dropwise/domain/collections';

export const ORDERS_PAGE_SIZE = 10;

/**
 * The signed-in customer's orders of one kind, newest first, live. `pages` pages are shown; one
 * extra order is read to tell whether there is another page. (Index: customerUid, kind,
 * createdAt desc.)
 */
export function useCustomerOrders(customerUid: string, kind: OrderKind, pages: number) {
  const db = useFirestore();
  const shown = pages * ORDERS_PAGE_SIZE;
  const ordersQuery = useMemo(
    () =>
      query(
        collection(db, ORDERS),
        where('customerUid', '==', customerUid),
        where('kind', '==', kind),
        orderBy('createdAt', 'desc'),
        limit(shown + 1),
      ),
    [db, customerUid, kind, shown],
  );
  const { status, data, error } = useFirestoreCollection(ordersQuery);
  const orders: OrderView[] = (data?.docs ?? []).map(toOrderView);
  return { status, error, orders: orders.slice(0, shown), hasMore: orders.length > shown };
}
