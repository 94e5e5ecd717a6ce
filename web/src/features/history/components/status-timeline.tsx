import { STATUS_LABELS } from '@domain/order-lifecycle';
import type { HistoryEntryView } from '../api/order-view';
import { formatWhen } from './format-order';

const WHO: Record<string, string> = { customer: 'you', admin: 'Dropwise', rider: 'your rider' };

/** Every status change with when, who and why, oldest first. */
export function StatusTimeline({ entries }: { entries: HistoryEntryView[] }) {
  return (
    <ol className="status-timeline" aria-label="Status timeline">
      {entries.map((entry) => (
        <li key={entry.n}>
          <strong>{entry.from === entry.to ? 'Rider changed' : STATUS_LABELS[entry.to]}</strong>
          <span className="timeline-meta">
            {' '}
            {formatWhen(entry.at)}
            {WHO[entry.role] ? ` by ${WHO[entry.role]}` : ''}
          </span>
          {entry.reason && <p className="timeline-reason">Reason: {entry.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
