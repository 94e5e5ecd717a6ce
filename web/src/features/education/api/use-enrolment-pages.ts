import type { EnrolmentRecord, EnrolmentStatus } from '@domain/enrolment';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from 'reactfire';
import { plainMessage } from '../../../lib/api/api-error';
import { translate } from '../../../lib/i18n/i18n-store';
import { type EnrolmentFilter, listEnrolments } from './list-enrolments';

const PAGE_SIZE = 20;

/**
 * The enrolment records of a filter, a page at a time by the API's cursor (the cursors of the
 * pages before this one are kept, so Previous goes back). A new filter starts at page one.
 */
export function useEnrolmentPages() {
  const auth = useAuth();
  const [filter, setFilter] = useState<EnrolmentFilter>({});
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [records, setRecords] = useState<EnrolmentRecord[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const cursor = cursors.at(-1) ?? null;

  const reload = useCallback(async () => {
    setLoadError(null);
    try {
      const page = await listEnrolments(auth, filter, { limit: PAGE_SIZE, cursor });
      setRecords(page.data);
      setNextCursor(page.nextCursor);
    } catch (error) {
      setLoadError(translate('admin', 'eduLoadFailed', { reason: plainMessage(error) }));
    }
  }, [auth, filter, cursor]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return {
    filter,
    records,
    loadError,
    reload,
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    hasNext: Boolean(nextCursor),
    applyFilter: (next: EnrolmentFilter) => {
      setFilter(next);
      setCursors([null]);
      setRecords(null);
    },
    previous: () => setCursors((stack) => stack.slice(0, -1)),
    next: () => nextCursor && setCursors((stack) => [...stack, nextCursor]),
    /** Shows a status the API has accepted without reading the page again. */
    showStatus: (id: string, status: EnrolmentStatus) =>
      setRecords((current) => current?.map((row) => (row._id === id ? { ...row, status } : row)) ?? current),
  };
}
