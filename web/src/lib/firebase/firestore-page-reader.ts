import {
  type DocumentData,
  getDocs,
  onSnapshot,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { PageOf, PageReader } from './use-cursor-pages';

const RETRY_DELAY_MS = 1000;

export interface FirestorePageOptions {
  /** Rows a page shows; the query asks for one more, to learn whether there is a next page. */
  pageSize?: number;
  /** Keep the page up to date with a listener on that page alone, instead of reading it once. */
  live?: boolean;
}

/** A Firestore page as rows: the first `pageSize` documents, and the last of them as the next cursor if more follow. */
export function firestorePage<Row>(
  snapshot: QuerySnapshot,
  pageSize: number,
  toRow: (snapshot: QueryDocumentSnapshot) => Row,
): PageOf<Row, QueryDocumentSnapshot> {
  const shown = snapshot.docs.slice(0, pageSize);
  return {
    rows: shown.map((doc) => toRow(doc)),
    next: snapshot.docs.length > pageSize ? (shown.at(-1) ?? null) : null,
  };
}

/**
 * Reads a page of a Firestore query for `useCursorPages`. `makeQuery` builds the page's query
 * (limit pageSize + 1, starting after the cursor), or null when there is nothing to list. A
 * read refused right after sign-in (the new token can reach Firestore a moment late) is tried
 * once more before the list shows an error. A live page shows an order booked meanwhile on page
 * one without shifting the page being read.
 */
export function firestorePageReader<Row>(
  makeQuery: (page: { size: number; after?: QueryDocumentSnapshot }) => Query<DocumentData> | null,
  toRow: (snapshot: QueryDocumentSnapshot) => Row,
  { pageSize = 20, live = false }: FirestorePageOptions = {},
): PageReader<Row, QueryDocumentSnapshot> {
  return (after, show, fail) => {
    const query = makeQuery({ size: pageSize, after });
    if (!query) {
      show({ rows: [], next: null });
      return () => undefined;
    }
    let stopped = false;
    let unsubscribe = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const showSnapshot = (snapshot: QuerySnapshot) => {
      if (!stopped) show(firestorePage(snapshot, pageSize, toRow));
    };
    const read = (attemptsLeft: number) => {
      const refused = (error: unknown) => {
        if (stopped) return;
        if (attemptsLeft > 0) retry = setTimeout(() => read(attemptsLeft - 1), RETRY_DELAY_MS);
        else fail(error);
      };
      if (live) unsubscribe = onSnapshot(query, showSnapshot, refused);
      else getDocs(query).then(showSnapshot, refused);
    };
    read(1);
    return () => {
      stopped = true;
      clearTimeout(retry);
      unsubscribe();
    };
  };
}
