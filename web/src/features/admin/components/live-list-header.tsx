import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import type { CursorPages } from '@/lib/firebase/use-cursor-pages';

interface LiveListHeaderProps {
  /** The list's heading: its id (the section's label), its words, and the count said beside it. */
  heading: { id: string; text: string; count: string; testId?: string };
  page: Pick<CursorPages<unknown>, 'status' | 'rows'>;
  /** The rows on screen, and how many new ones are held back while the admin works on the list. */
  steady: { rows: unknown[]; arrived: number };
  /** What is said while the list loads, when it fails, and when it is empty. */
  notes: { loading: string; failed: string; empty: ReactNode };
}

/**
 * What stands above a live list of orders: its heading and count (read out as it changes), then
 * loading, failure, nothing to show, new orders held back.
 */
export function LiveListHeader({ heading, page, steady, notes }: LiveListHeaderProps) {
  const t = useT('admin');
  return (
    <>
      <div className="section-heading">
        <h2 id={heading.id}>{heading.text}</h2>
        <p className="waiting-count" role="status" aria-live="polite" data-testid={heading.testId}>
          {heading.count}
        </p>
      </div>
      {page.status === 'loading' && page.rows.length === 0 ? <p role="status">{notes.loading}</p> : null}
      {page.status === 'error' ? <p role="alert">{notes.failed}</p> : null}
      {page.status === 'ready' && steady.rows.length === 0 ? <p>{notes.empty}</p> : null}
      <p className="muted arrived-note" role="status">
        {steady.arrived > 0 ? t('liveListArrived', { count: steady.arrived }) : ''}
      </p>
    </>
  );
}
