import { type DocumentData, getDocs, type Query, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageCursors } from './use-page-cursors';
import { translate } from '../../../lib/i18n/i18n-store';

export interface CursorPages<T> {
  rows: T[];
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  pageNumber: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
  reload: () => void;
}

/**
 * Pages through a Firestore query with document cursors (never offsets): each page asks for one
 * row more than it shows to learn whether there is a next page, and the cursors of the pages seen
 * so far are kept so Previous works. A change of `key` (the filters) starts again at page one.
 */
export function useCursorPages<T>(
  key: string,
  makeQuery: (page: { size: number; after?: QueryDocumentSnapshot }) => Query<DocumentData> | null,
  toRow: (snapshot: QueryDocumentSnapshot) => T,
  pageSize = 20,
): CursorPages<T> {
  const { pageNumber, setPageNumber, cursors, restartOnNewKey, previous } = usePageCursors(key);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{
    rows: T[];
    status: CursorPages<T>['status'];
    error: string | null;
    hasNext: boolean;
  }>({ rows: [], status: 'loading', error: null, hasNext: false });
  const makeQueryRef = useRef(makeQuery);
  makeQueryRef.current = makeQuery;
  const toRowRef = useRef(toRow);
  toRowRef.current = toRow;

  useEffect(() => {
    if (restartOnNewKey(key, pageNumber)) return;
    let cancelled = false;
    const built = makeQueryRef.current({ size: pageSize, after: cursors.current[pageNumber] });
    if (!built) {
      setState({ rows: [], status: 'ready', error: null, hasNext: false });
      return;
    }
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    getDocs(built)
      .then((snapshot) => {
        if (cancelled) return;
        const docs = snapshot.docs.slice(0, pageSize);
        cursors.current[pageNumber + 1] = docs.at(-1);
        setState({
          rows: docs.map((doc) => toRowRef.current(doc)),
          status: 'ready',
          error: null,
          hasNext: snapshot.docs.length > pageSize,
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('List query failed', error);
        setState({
          rows: [],
          status: 'error',
          error: translate('admin', 'listLoadFailed'),
          hasNext: false,
        });
      });
    return () => {
      cancelled = true;
    };
  }, [cursors, key, pageNumber, pageSize, reloads, restartOnNewKey]);

  return {
    ...state,
    pageNumber,
    hasPrevious: pageNumber > 0,
    next: useCallback(() => setPageNumber((page) => page + 1), [setPageNumber]),
    previous,
    reload: useCallback(() => setReloads((count) => count + 1), []),
  };
}
