import { onSnapshot, type QueryDocumentSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';
import { type OrderFilters, ordersQuery } from '../../../lib/orders/order-records';
// This hook's names for the web's order view and its reader.
import { type OrderView as OrderRecord, toOrderView as toOrderRecord } from '../../../lib/orders/order-view';
import { usePageCursors } from './use-page-cursors';

const RETRY_DELAY_MS = 1000;

export interface LivePage {
  status: 'loading' | 'error' | 'success';
  orders: OrderRecord[];
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  next: () => void;
  previous: () => void;
}

/**
 * One page of orders, newest first, kept live by a Firestore listener on that page alone. Pages
 * start after a document cursor (never an offset), so moving to page 3 costs one page of reads,
 * and an order booked meanwhile shows up on page 1 without shifting the page being read. A
 * listener refused right after sign-in (the new token can reach Firestore a moment late) is tried
 * once more before the page shows an error.
 */
export function useLivePage(filters: OrderFilters, pageSize: number): LivePage {
  const db = useFirestore();
  const key = JSON.stringify(filters);
  const { pageNumber, setPageNumber, cursors, restartOnNewKey, previous } = usePageCursors(key);
  const [state, setState] = useState<{ status: LivePage['status']; docs: QueryDocumentSnapshot[] }>({
    status: 'loading',
    docs: [],
  });
  const filtersRef = useRef(filters);
  filtersRef.current = filters;

  useEffect(() => {
    if (restartOnNewKey(key, pageNumber)) return;
    const pageQuery = ordersQuery(db, filtersRef.current, {
      size: pageSize,
      after: cursors.current[pageNumber],
    });
    let unsubscribe = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const listen = (attemptsLeft: number) => {
      unsubscribe = onSnapshot(
        pageQuery,
        (snapshot) => setState({ status: 'success', docs: snapshot.docs }),
        () => {
          if (attemptsLeft > 0) retry = setTimeout(() => listen(attemptsLeft - 1), RETRY_DELAY_MS);
          else setState({ status: 'error', docs: [] });
        },
      );
    };
    setState((previous) => ({ ...previous, status: 'loading' }));
    listen(1);
    return () => {
      clearTimeout(retry);
      unsubscribe();
    };
  }, [cursors, db, key, pageNumber, pageSize, restartOnNewKey]);

  const shown = state.docs.slice(0, pageSize);
  const hasNext = state.docs.length > pageSize;
  const lastShown = shown.at(-1);
  return {
    status: state.status,
    orders: shown.map(toOrderRecord),
    pageNumber,
    hasPrevious: pageNumber > 0,
    hasNext,
    next: useCallback(() => {
      if (!lastShown) return;
      cursors.current[pageNumber + 1] = lastShown;
      setPageNumber(pageNumber + 1);
    }, [cursors, lastShown, pageNumber, setPageNumber]),
    previous,
  };
}
