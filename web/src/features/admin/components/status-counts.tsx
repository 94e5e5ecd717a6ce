import { ORDER_STATUSES, STATUS_LABELS } from '@domain/order-lifecycle';
import { getCountFromServer } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';
import { buildQuery } from '../api/build-query';
import { orderQueryId } from '@domain/admin/query-catalogue';

type Counts = Record<string, { today: number; overall: number }>;

function todayStart(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Orders by status, booked today and overall (count aggregations; recounted when `version` changes). */
export function StatusCounts({ version }: { version: number | string }) {
  const db = useFirestore();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [failed, setFailed] = useState(false);

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
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [db, version]);

  if (failed) return <p role="alert">The order counts could not be loaded.</p>;
  if (!counts) return <p role="status">Counting orders...</p>;
  return (
    <div className="stat-grid" aria-label="Orders by status">
      {ORDER_STATUSES.map((status) => (
        <div className="card" key={status} data-status={status}>
          <span>{STATUS_LABELS[status]}</span>
          <strong aria-label={`${STATUS_LABELS[status]} today`}>{counts[status]?.today ?? 0}</strong>
          <small className="muted">
            today ·{' '}
            <span aria-label={`${STATUS_LABELS[status]} overall`}>{counts[status]?.overall ?? 0}</span>{' '}
            overall
          </small>
        </div>
      ))}
    </div>
  );
}
