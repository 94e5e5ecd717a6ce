import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import type { CursorPages } from '../../../lib/paging/use-cursor-pages';

interface LiveListNotesProps {
  page: Pick<CursorPages<unknown>, 'status' | 'rows'>;
  /** The rows on screen, and how many new ones are held back while the admin works on the list. */
  steady: { rows: unknown[]; arrived: number };
  loading: string;
  failed: string;
  empty: ReactNode;
}

/** What stands above a live list of orders: loading, failure, nothing to show, new orders held back. */
export function LiveListNotes({ page, steady, loading, failed, empty }: LiveListNotesProps) {
  const t = useT('admin');
  return (
    <>
      {page.status === 'loading' && page.rows.length === 0 ? <p role="status">{loading}</p> : null}
      {page.status === 'error' ? <p role="alert">{failed}</p> : null}
      {page.status === 'ready' && steady.rows.length === 0 ? <p>{empty}</p> : null}
      <p className="muted arrived-note" role="status">
        {steady.arrived > 0 ? t('liveListArrived', { count: steady.arrived }) : ''}
      </p>
    </>
  );
}
