import { onSnapshot, type QuerySnapshot } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { type Listen, useLiveListener } from '@/lib/firebase/use-live-listener';
import { type OrderFilters, ordersQuery } from './order-records';
import { type OrderView, toOrderView } from './order-view';

export const LIVE_LIMIT = 50;

/**
 * The newest orders matching the filters, kept up to date as they change (Firestore listener).
 * A listener refused right after sign-in (the new token can reach Firestore a moment late) is
 * tried once more; a refusal after that shows as `error` on the page instead of crashing it.
 */
export function useLiveOrders(filters: OrderFilters): {
  status: 'loading' | 'error' | 'success';
  orders: OrderView[];
  more: boolean;
} {
  const db = useFirestore();
  const key = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the filters' value
  const liveQuery = useMemo(() => ordersQuery(db, filters, { size: LIVE_LIMIT }), [db, key]);
  const listen = useMemo<Listen<QuerySnapshot>>(
    () => (onData, onError) => onSnapshot(liveQuery, onData, onError),
    [liveQuery],
  );
  const state = useLiveListener(listen);

  const docs = state.status === 'success' ? state.data.docs : [];
  return {
    status: state.status,
    orders: docs.slice(0, LIVE_LIMIT).map(toOrderView),
    more: docs.length > LIVE_LIMIT,
  };
}
