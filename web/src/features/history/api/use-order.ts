import type { OrderKind } from '@dropwise/domain/booking';
import { ORDERS } from '@dropwise/domain/collections';
import { doc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLive } from '@/lib/firebase/use-live';
import { type OrderView, toOrderView } from '@/lib/orders/order-view';

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
  const live = useLive(doc(useFirestore(), ORDERS, orderId), (snapshot) =>
    snapshot.exists() ? toOrderView(snapshot) : null,
  );
  if (live.status === 'loading') return live;
  if (live.status === 'error') {
    return live.error.code === 'permission-denied' ? { status: 'not-found' } : { status: 'error' };
  }
  const order = live.data;
  return order && order.kind === kind ? { status: 'found', order } : { status: 'not-found' };
}
