import { orderQueryId } from '@dropwise/domain/admin/query-catalogue';
import { ORDER_STATUSES } from '@dropwise/domain/order-lifecycle';
import { getCountFromServer } from 'firebase/firestore';
import { useFirestore } from '@/lib/firebase/instances';
import { buildQuery } from '@/lib/firebase/build-query';
import { useLoad } from '@/lib/firebase/use-load';

export type StatusCounts = Record<string, { today: number; overall: number }>;

function todayStart(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * Orders by status, booked today and overall (count aggregations, recounted when `version`
 * changes): null while counting, 'failed' if the counts could not be read.
 */
export function useStatusCounts(version: number | string): StatusCounts | null | 'failed' {
  const db = useFirestore();
  const counts = useLoad(async () => {
    const id = orderQueryId(['status']);
    const entries = await Promise.all(
      ORDER_STATUSES.map(async (status) => {
        const [overall, today] = await Promise.all([
          getCountFromServer(buildQuery(db, id, { equals: { status } })),
          getCountFromServer(buildQuery(db, id, { equals: { status }, from: todayStart() })),
        ]);
        return [status, { overall: overall.data().count, today: today.data().count }] as const;
      }),
    );
    return Object.fromEntries(entries);
    // `version` is no input of the query: a new one asks for a recount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, version]);
  return counts.error ? 'failed' : (counts.data ?? null);
}
