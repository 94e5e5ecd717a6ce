import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  /** The last answer, kept while a newer read is on the way; undefined before the first. */
  data: T | undefined;
  /** Why the last read failed, or null; an answer clears it. */
  error: unknown;
  /** Whether a read is on the way. */
  loading: boolean;
  /** Reads again with the same inputs. */
  reload: () => void;
}

/**
 * Data read by an async function when a screen shows and again whenever `deps` change, as
 * {data, error, loading, reload}. An answer that arrives after the inputs changed or the screen
 * left is dropped, so a slow earlier read never overwrites a newer one. `load` may return null
 * when there is nothing to read yet (say, no shop chosen); then nothing changes. Lint checks
 * `deps` as it does useEffect's.
 *
 * A small hook of our own rather than a library: the dependency tree has no general data-loading
 * library (no TanStack Query or SWR), and reactfire's `useObservable` serves Firebase observables,
 * suspends the screen and caches by a global id, where these reads are plain promises (API calls,
 * counts, one-shot queries) that must not suspend what is already on screen.
 */
export function useLoad<T>(load: () => Promise<T> | null, deps: DependencyList): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({
    data: undefined,
    error: null,
    loading: true,
  });
  const [reloads, setReloads] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let current = true;
    let reading: Promise<T> | null;
    try {
      reading = loadRef.current();
    } catch (error) {
      reading = Promise.reject(error);
    }
    if (!reading) {
      setState((previous) => (previous.loading ? { ...previous, loading: false } : previous));
      return;
    }
    setState((previous) => (previous.loading ? previous : { ...previous, loading: true }));
    reading.then(
      (data) => {
        if (current) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (current)
          setState((previous) => ({
            ...previous,
            error: error ?? new Error('The read failed without a reason'),
            loading: false,
          }));
      },
    );
    return () => {
      current = false;
    };
    // The caller's deps stand for what `load` reads; lint checks them at each call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, reloads]);

  return { ...state, reload: useCallback(() => setReloads((count) => count + 1), []) };
}
