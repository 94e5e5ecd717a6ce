import {
  type DocumentReference,
  type DocumentSnapshot,
  type FirestoreError,
  onSnapshot,
  type Query,
  queryEqual,
  type QuerySnapshot,
  refEqual,
} from 'firebase/firestore';
import { useEffect, useRef, useState } from 'react';

const RETRY_DELAY_MS = 1000;

/** What a live read shows: its latest answer, or why there is none. */
export type Live<T> =
  { status: 'loading' } | { status: 'error'; error: FirestoreError } | { status: 'success'; data: T };

/** A live read given no source: there is nothing to listen to (no rider chosen, off duty...). */
export type LiveOff = { status: 'off' };

type Source = DocumentReference | Query;
type SnapshotOf<S extends Source> = S extends DocumentReference ? DocumentSnapshot : QuerySnapshot;

function sameSource(a: Source | null, b: Source | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if (a.type === 'document' || b.type === 'document') {
    return a.type === b.type && refEqual(a as DocumentReference, b as DocumentReference);
  }
  return queryEqual(a as Query, b as Query);
}

/**
 * A Firestore document or query, live: each snapshot goes through `read` (the latest one the
 * screen passed), and the hook listens again when `source` names another document or query, so
 * callers build it inline. Until the new source answers, the last source's data is not shown.
 * The SDK's device cache answers first, so a dropped connection still shows what was last read.
 * A refusal right after sign-in (the new token can reach Firestore a moment late) is tried once
 * more a second later; after that the read is an `error` (logged here), never a throw during render.
 */
export function useLive<S extends Source, T>(source: S, read: (snapshot: SnapshotOf<S>) => T): Live<T>;
export function useLive<S extends Source, T>(
  source: S | null,
  read: (snapshot: SnapshotOf<S>) => T,
): Live<T> | LiveOff;
export function useLive<S extends Source, T>(
  source: S | null,
  read: (snapshot: SnapshotOf<S>) => T,
): Live<T> | LiveOff {
  const [listened, setListened] = useState(source);
  if (!sameSource(listened, source)) setListened(source);
  const [state, setState] = useState<{ source: S | null; live: Live<T> } | null>(null);
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    if (!listened) return undefined;
    let unsubscribe = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const show = (live: Live<T>) => setState({ source: listened, live });
    const listen = (attemptsLeft: number) => {
      unsubscribe = onSnapshot(
        // The overloads of onSnapshot take a document or a query; `listened` is one of the two.
        listened as Query,
        (snapshot: QuerySnapshot) =>
          show({ status: 'success', data: readRef.current(snapshot as SnapshotOf<S>) }),
        (error: FirestoreError) => {
          if (attemptsLeft > 0) retry = setTimeout(() => listen(attemptsLeft - 1), RETRY_DELAY_MS);
          else {
            console.warn('A live read was refused', error);
            show({ status: 'error', error });
          }
        },
      );
    };
    listen(1);
    return () => {
      clearTimeout(retry);
      unsubscribe();
    };
  }, [listened]);

  if (!listened) return { status: 'off' };
  return state?.source === listened ? state.live : { status: 'loading' };
}
