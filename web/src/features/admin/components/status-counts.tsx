import { ORDER_STATUSES, STATUS_LABELS } from '@domain/order-lifecycle';
import { useStatusCounts } from '../api/use-status-counts';

/** Orders by status, booked today and overall (count aggregations; recounted when `version` changes). */
export function StatusCounts({ version }: { version: number | string }) {
  const counts = useStatusCounts(version);
  if (counts === 'failed') return <p role="alert">The order counts could not be loaded.</p>;
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
