import { useMemo } from 'react';
import { useFirestore, useFirestoreCollection } from 'reactfire';
import { type OrderFilters, type OrderRecord, ordersQuery, toOrderRecord } from '../api/order-records';

export const LIVE_LIMIT = 50;

/** The newest orders matching the filters, kept up to date as they change (Firestore listener). */
export function useLiveOrders(filters: OrderFilters): {
  status: string;
  orders: OrderRecord[];
  more: boolean;
} {
  const db = useFirestore();
  const key = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the filters' value
  const liveQuery = useMemo(() => ordersQuery(db, filters, { size: LIVE_LIMIT }), [db, key]);
  const result = useFirestoreCollection(liveQuery);
  const docs = result.data?.docs ?? [];
  return {
    status: result.status,
    orders: docs.slice(0, LIVE_LIMIT).map(toOrderRecord),
    more: docs.length > LIVE_LIMIT,
  };
}
