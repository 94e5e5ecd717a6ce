import { useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '@/lib/i18n/i18n-store';

/** One page of a list: its rows, and the cursor the next page starts after (null on the last page). */
export interface PageOf<Row, Cursor> {
  rows: Row[];
  next: Cursor | null;
}

/**
 * Reads the page that starts after `after` (the first page when undefined): calls `show` once for
 * a one-shot read or on every change for a live one, `fail` when it cannot, and returns what
 * stops it. See `firestorePageReader` and `oneShotPageReader`.
 */
export type PageReader<Row, Cursor> = (
  after: Cursor | undefined,
  show: (page: PageOf<Row, Cursor>) => void,
  fail: (error: unknown) => void,
) => () => void;

export interface CursorPages<Row> {
  rows: Row[];
  status: 'loading' | 'ready' | 'error';
  /** What to tell the reader when the page could not be read. */
  error: string | null;
  /** 0 is the first page (a pager shows it as "Page 1"). */
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  next: () => void;
  previous: () => void;
  /** Reads the page on screen again. */
  reload: () => void;
  /** Shows a change the server has accepted without reading the page again. */
  updateRows: (change: (rows: Row[]) => Row[]) => void;
}

const listLoadFailed = () => translate('admin', 'listLoadFailed');

/**
 * A list read a page at a time by cursors (never offsets, so page 3 costs one page of reads): the
 * cursors of the pages seen so far are kept so Previous goes back, and a new `key` (the filters)
 * starts again at the first page. The same hook serves Firestore queries, one-shot or live, and
 * API lists with their own cursor: `readPage` says how a page is read.
 */
export function useCursorPages<Row, Cursor>(
  key: string,
  readPage: PageReader<Row, Cursor>,
  errorText: (error: unknown) => string = listLoadFailed,
): CursorPages<Row> {
  const [place, setPlace] = useState<{ key: string; pageNumber: number; cursors: (Cursor | undefined)[] }>({
    key,
    pageNumber: 0,
    cursors: [undefined],
  });
  if (place.key !== key) setPlace({ key, pageNumber: 0, cursors: [undefined] });
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{
    rows: Row[];
    next: Cursor | null;
    status: CursorPages<Row>['status'];
    error: string | null;
  }>({ rows: [], next: null, status: 'loading', error: null });
  const readRef = useRef(readPage);
  readRef.current = readPage;
  const errorTextRef = useRef(errorText);
  errorTextRef.current = errorText;

  const after = place.cursors[place.pageNumber];
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    const stop = readRef.current(
      after,
      (page) => {
        if (current) setState({ rows: page.rows, next: page.next, status: 'ready', error: null });
      },
      (error) => {
        if (!current) return;
        console.error('List read failed', error);
        setState({ rows: [], next: null, status: 'error', error: errorTextRef.current(error) });
      },
    );
    return () => {
      current = false;
      stop();
    };
  }, [place.key, place.pageNumber, after, reloads]);

  const nextCursor = state.status === 'ready' ? state.next : null;
  return {
    rows: state.rows,
    status: state.status,
    error: state.error,
    pageNumber: place.pageNumber,
    hasPrevious: place.pageNumber > 0,
    hasNext: nextCursor !== null,
    next: useCallback(() => {
      if (nextCursor === null) return;
      setPlace((previous) => ({
        ...previous,
        pageNumber: previous.pageNumber + 1,
        cursors: [...previous.cursors.slice(0, previous.pageNumber + 1), nextCursor],
      }));
    }, [nextCursor]),
    previous: useCallback(
      () => setPlace((previous) => ({ ...previous, pageNumber: Math.max(0, previous.pageNumber - 1) })),
      [],
    ),
    reload: useCallback(() => setReloads((count) => count + 1), []),
    updateRows: useCallback(
      (change: (rows: Row[]) => Row[]) =>
        setState((previous) => ({ ...previous, rows: change(previous.rows) })),
      [],
    ),
  };
}

/** A reader for pages that are read once each, such as an API list's (a late answer is dropped). */
export function oneShotPageReader<Row, Cursor>(
  readOnce: (after: Cursor | undefined) => Promise<PageOf<Row, Cursor>>,
): PageReader<Row, Cursor> {
  return (after, show, fail) => {
    new Promise<PageOf<Row, Cursor>>((resolve) => resolve(readOnce(after))).then(show, fail);
    return () => undefined;
  };
}
