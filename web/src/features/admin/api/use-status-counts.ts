import { orderQueryId } from '@domain/admin/query-catalogue';
import { ORDER_STATUSES } from '@domain/order-lifecycle';
import { getCountFromServer } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { buildQuery } from '../../../lib/queries/build-query';

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
  const [counts, setCounts] = useState<StatusCounts | null | 'failed'>(null);
  useEffect(() => {
    let cancelled = false;
    const id = orderQueryId(['status']);
    Promise.all(
      ORDER_STATUSES.map(async (status) => {
        const [overall, today] = await Promise.all([
          getCountFromServer(buildQuery(db, id, { equals: { status } })),
          getCountFromServer(buildQuery(db, id, { equals: { status }, from: todayStart() })),
        ]);
        return [status, { overall: overall.data().count, today: today.data().count }] as const;
      }),
    )
      .then((entries) => {
        if (!cancelled) setCounts(Object.fromEntries(entries));
      })
      .catch(() => {
        if (!cancelled) setCounts('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [db, version]);
  return counts;
}
