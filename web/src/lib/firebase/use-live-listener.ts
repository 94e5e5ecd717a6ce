import type { Unsubscribe } from 'firebase/firestore';
import { useEffect, useState } from 'react';

const RETRY_DELAY_MS = 1000;

export type Live<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

/** Starts a Firestore listener: each answer goes to onData, a refusal to onError. */
export type Listen<T> = (onData: (data: T) => void, onError: () => void) => Unsubscribe;

/**
 * A listener's latest answer. One refused right after sign-in (the new token can reach Firestore
 * a moment late) is tried once more; after that the page says it could not load. `listen` must
 * keep its identity while the same thing is listened to (useMemo).
 */
export function useLiveListener<T>(listen: Listen<T>): Live<T> {
  const [state, setState] = useState<Live<T>>({ status: 'loading' });
  useEffect(() => {
    let unsubscribe: Unsubscribe = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = (attemptsLeft: number) => {
      unsubscribe = listen(
        (data) => setState({ status: 'success', data }),
        () => {
          if (attemptsLeft > 0) retry = setTimeout(() => start(attemptsLeft - 1), RETRY_DELAY_MS);
          else setState({ status: 'error' });
        },
      );
    };
    setState({ status: 'loading' });
    start(1);
    return () => {
      clearTimeout(retry);
      unsubscribe();
    };
  }, [listen]);
  return state;
}
