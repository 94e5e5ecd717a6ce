import type { EnrolmentRecord, EnrolmentStatus } from '@dropwise/domain/enrolment';
import { useState } from 'react';
import { useAuth } from 'reactfire';
import { plainMessage } from '@/lib/api/api-error';
import { translate } from '@/lib/i18n/i18n-store';
import { type CursorPages, oneShotPageReader, useCursorPages } from '@/lib/firebase/use-cursor-pages';
import { type EnrolmentFilter, listEnrolments } from './list-enrolments';

const PAGE_SIZE = 20;

export interface EnrolmentPages extends CursorPages<EnrolmentRecord> {
  filter: EnrolmentFilter;
  /** Lists another filter (or the same one again) from its first page. */
  applyFilter: (filter: EnrolmentFilter) => void;
  /** Shows a status the API has accepted without reading the page again. */
  showStatus: (id: string, status: EnrolmentStatus) => void;
}

/** The enrolment records of a filter, a page at a time by the API's cursor. */
export function useEnrolmentPages(): EnrolmentPages {
  const auth = useAuth();
  // Each filter applied, even the same one again, is read afresh from its first page.
  const [filterRun, setFilterRun] = useState<{ filter: EnrolmentFilter; runs: number }>({
    filter: {},
    runs: 0,
  });
  const { filter } = filterRun;
  const pages = useCursorPages(
    JSON.stringify(filterRun),
    oneShotPageReader(async (cursor?: string) => {
      const page = await listEnrolments(auth, filter, { limit: PAGE_SIZE, cursor });
      return { rows: page.data, next: page.nextCursor };
    }),
    (error) => translate('admin', 'eduLoadFailed', { reason: plainMessage(error) }),
  );
  const { updateRows } = pages;

  return {
    ...pages,
    filter,
    applyFilter: (next) => {
      updateRows(() => []);
      setFilterRun((previous) => ({ filter: next, runs: previous.runs + 1 }));
    },
    showStatus: (id, status) =>
      updateRows((rows) => rows.map((row) => (row._id === id ? { ...row, status } : row))),
  };
}
