import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useRef, useState } from 'react';

/**
 * The page a cursor-paged list is on and the cursors of the pages seen so far (page n starts
 * after `cursors.current[n]`). A change of `key` (the filters) starts again at page one: the
 * list's effect calls `restartOnNewKey(key, pageNumber)` first and stops when it says the page is moving back.
 */
export function usePageCursors(key: string) {
  const [pageNumber, setPageNumber] = useState(0);
  const cursors = useRef<Array<QueryDocumentSnapshot | undefined>>([undefined]);
  const lastKey = useRef(key);

  const restartOnNewKey = useCallback((key: string, pageNumber: number) => {
    if (lastKey.current === key) return false;
    lastKey.current = key;
    cursors.current = [undefined];
    if (pageNumber === 0) return false;
    setPageNumber(0);
    return true;
  }, []);

  return {
    pageNumber,
    setPageNumber,
    cursors,
    restartOnNewKey,
    previous: useCallback(() => setPageNumber((page) => Math.max(0, page - 1)), []),
  };
}
