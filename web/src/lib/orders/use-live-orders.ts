import type { QuerySnapshot } from 'firebase/firestore';
import { useFirestore } from '@/lib/firebase/instances';
import { useLive } from '@/lib/firebase/use-live';
import { type OrderFilters, ordersQuery } from './order-records';
import { type OrderView, toOrderView } from './order-view';

export const LIVE_LIMIT = 50;

const readOrders = (snapshot: QuerySnapshot) => ({
  orders: snapshot.docs.slice(0, LIVE_LIMIT).map(toOrderView),
  more: snapshot.docs.length > LIVE_LIMIT,
});

/**
 * The newest orders matching the filters, kept up to date as they change (Firestore listener,
 * through `useLive`: a refusal shows as `error` on the page instead of crashing it).
 */
export function useLiveOrders(filters: OrderFilters): {
  status: 'loading' | 'error' | 'success';
  orders: OrderView[];
  more: boolean;
} {
  const live = useLive(ordersQuery(useFirestore(), filters, { size: LIVE_LIMIT }), readOrders);
  return live.status === 'success'
    ? { status: 'success', ...live.data }
    : { status: live.status, orders: [], more: false };
}
