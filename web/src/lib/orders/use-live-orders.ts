import { onSnapshot, type QuerySnapshot } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';
import { type OrderFilters, ordersQuery } from './order-records';
import { type OrderView, toOrderView } from './order-view';

export const LIVE_LIMIT = 50;
const RETRY_DELAY_MS = 1000;

type LiveState = { status: 'loading' | 'error' } | { status: 'success'; snapshot: QuerySnapshot };

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
  const [state, setState] = useState<LiveState>({ status: 'loading' });

  useEffect(() => {
    let unsubscribe = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const listen = (attemptsLeft: number) => {
      unsubscribe = onSnapshot(
        liveQuery,
        (snapshot) => setState({ status: 'success', snapshot }),
        () => {
          if (attemptsLeft > 0) retry = setTimeout(() => listen(attemptsLeft - 1), RETRY_DELAY_MS);
          else setState({ status: 'error' });
        },
      );
    };
    setState({ status: 'loading' });
    listen(1);
    return () => {
      clearTimeout(retry);
      unsubscribe();
    };
  }, [liveQuery]);

  const docs = state.status === 'success' ? state.snapshot.docs : [];
  return {
    status: state.status,
    orders: docs.slice(0, LIVE_LIMIT).map(toOrderView),
    more: docs.length > LIVE_LIMIT,
  };
}
