import { useCallback, useSyncExternalStore } from 'react';

/**
 * A booking draft kept in localStorage, so a reload (or a closed tab) does not lose what the
 * customer typed. Setting data updates only the fields the draft defines; anything else is
 * ignored, and so is stored data of the wrong type (an old or tampered draft).
 */
export interface DraftStore<T extends object> {
  get(): T;
  set(patch: Partial<T> | Record<string, unknown>): T;
  clear(): T;
  subscribe(listener: () => void): () => void;
}

/** `repair` puts a stored value that has the right type but an impossible value back in range. */
export function createDraftStore<T extends object>(
  storageKey: string,
  initial: T,
  repair: (draft: T) => T = (draft) => draft,
): DraftStore<T> {
  const listeners = new Set<() => void>();
  let current = read();

  function read(): T {
    try {
      const raw = localStorage.getItem(storageKey);
      return raw ? repair(pickKnown(initial, initial, JSON.parse(raw))) : initial;
    } catch {
      return initial;
    }
  }

  function write(next: T): T {
    current = next;
    try {
      localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the draft still works for this page view.
    }
    for (const listener of listeners) listener();
    return current;
  }

  return {
    get: () => current,
    set: (patch) => write(repair(pickKnown(initial, current, patch))),
    clear: () => {
      try {
        localStorage.removeItem(storageKey);
      } catch {
        // Nothing stored to remove.
      }
      current = initial;
      for (const listener of listeners) listener();
      return current;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      // Another tab changing the same draft keeps this one in step.
      const onStorage = (event: StorageEvent) => {
        if (event.key === storageKey) {
          current = read();
          listener();
        }
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** Copies from `patch` only the keys `shape` has, and only values of the same kind. */
function pickKnown<T extends object>(shape: T, base: T, patch: unknown): T {
  if (typeof patch !== 'object' || patch === null) return base;
  const next = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    if (!Object.prototype.hasOwnProperty.call(shape, key)) continue;
    const expected = (shape as Record<string, unknown>)[key];
    if (sameKind(expected, value)) next[key] = value;
  }
  return next as T;
}

function sameKind(expected: unknown, value: unknown): boolean {
  if (expected === null || value === null) return true;
  if (Array.isArray(expected)) return Array.isArray(value);
  return typeof expected === typeof value;
}

export function useDraft<T extends object>(store: DraftStore<T>) {
  const draft = useSyncExternalStore(store.subscribe, store.get, store.get);
  const setDraft = useCallback((patch: Partial<T>) => store.set(patch), [store]);
  const clearDraft = useCallback(() => store.clear(), [store]);
  return { draft, setDraft, clearDraft };
}
