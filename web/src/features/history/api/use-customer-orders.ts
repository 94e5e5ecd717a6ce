import type { OrderKind } from '@dropwise/domain/booking';
import { ORDERS } from '@dropwise/domain/collections';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { type OrderView, toOrderView } from '@/lib/orders/order-view';

export const ORDERS_PAGE_SIZE = 10;

/**
 * The signed-in customer's orders of one kind, newest first, live. `pages` pages are shown; one
 * extra order is read to tell whether there is another page. (Index: customerUid, kind,
 * createdAt desc.)
 */
export function useCustomerOrders(customerUid: string, kind: OrderKind, pages: number) {
  const db = useFirestore();
  const shown = pages * ORDERS_PAGE_SIZE;
  const live = useLive(
    query(
      collection(db, ORDERS),
      where('customerUid', '==', customerUid),
      where('kind', '==', kind),
      orderBy('createdAt', 'desc'),
      limit(shown + 1),
    ),
    (snapshot): OrderView[] => snapshot.docs.map(toOrderView),
  );
  const orders = live.status === 'success' ? live.data : [];
  return {
    status: live.status,
    orders: orders.slice(0, shown),
    hasMore: orders.length > shown,
  };
}
