import { getCountFromServer } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from '@/lib/firebase/instances';
import { type OrderFilters, ordersQuery } from '@/lib/orders/order-records';
import { useLoad } from '@/lib/firebase/use-load';

const REFRESH_MS = 15_000;

/**
 * How many orders match the filters (one count aggregation, not a read of every order). Firestore
 * has no live aggregation, so it is counted again whenever `trigger` changes (the page's live rows
 * changed, or the admin acted) and every 15 s for changes elsewhere in the list. A failed recount
 * keeps the last count on screen.
 */
export function useOrderCount(filters: OrderFilters, trigger: string): number | null {
  const db = useFirestore();
  const key = JSON.stringify(filters);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setTick((value) => value + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const count = useLoad(
    () =>
      getCountFromServer(ordersQuery(db, JSON.parse(key) as OrderFilters)).then(
        (snapshot) => snapshot.data().count,
        (error: unknown) => {
          console.warn('Could not count orders', error);
          throw error;
        },
      ),
    // `trigger` and `tick` are no inputs of the query: a new one asks for a recount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [db, key, trigger, tick],
  );
  return count.data ?? null;
}
