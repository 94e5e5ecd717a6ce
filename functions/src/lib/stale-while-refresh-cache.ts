import { rememberAtMost } from './bounded-map.js';

/**
 * How old a cached answer may be: up to `freshMs` it is used as it is; up to `staleMs` it is still
 * used, and a new read starts beside the request; past that, or when there is none, the request
 * waits for the read. `staleMs` equal to `freshMs` means never used stale.
 */
export interface CacheAges {
  freshMs: number;
  staleMs: number;
}

interface Kept<V> {
  value: V;
  /** When the read that produced it was sent: the answer is at least this new. */
  at: number;
}

/**
 * A stale-while-refresh cache: answers an instance keeps per key instead of asking the store or
 * Auth on every request; a stale answer is served while a refresh runs beside the request. One
 * read at a time per key, shared by everyone who needs it, and at most `max` keys kept. A read
 * that `set` or `forget` overtook is not kept, since it may predate the change.
 */
export class StaleWhileRefreshCache<K, V> {
  private readonly kept = new Map<K, Kept<V>>();
  private readonly reading = new Map<K, Promise<V>>();

  constructor(
    private readonly ages: () => CacheAges,
    private readonly max = 10_000,
  ) {}

  /**
   * The cached answer for `key` if it is young enough, otherwise what `read` answers. `read` is told
   * whether the caller waits for it or it only refreshes an answer still in use.
   */
  get(key: K, read: (someoneWaits: boolean) => Promise<V>): Promise<V> {
    const known = this.kept.get(key);
    const { freshMs, staleMs } = this.ages();
    const age = known ? Date.now() - known.at : Number.POSITIVE_INFINITY;
    if (known && age <= freshMs) return Promise.resolve(known.value);
    const usable = known !== undefined && age <= staleMs;
    const pending = this.readOnce(key, () => read(!usable));
    return usable ? Promise.resolve(known.value) : pending;
  }

  /** The answer kept for `key`, whatever its age. */
  last(key: K): V | undefined {
    return this.kept.get(key)?.value;
  }

  /** An answer this instance knows now (it made the change itself). */
  set(key: K, value: V): void {
    this.reading.delete(key);
    rememberAtMost(this.kept, key, { value, at: Date.now() }, this.max);
  }

  /** Ask again next time (the answer changed, or must come fresh). */
  forget(key: K): void {
    this.reading.delete(key);
    this.kept.delete(key);
  }

  private readOnce(key: K, read: () => Promise<V>): Promise<V> {
    const asked = this.reading.get(key);
    if (asked) return asked;
    const at = Date.now();
    const pending: Promise<V> = read()
      .then((value) => {
        if (this.reading.get(key) === pending) rememberAtMost(this.kept, key, { value, at }, this.max);
        return value;
      })
      .finally(() => {
        if (this.reading.get(key) === pending) this.reading.delete(key);
      });
    // A read started beside a request may fail with nobody waiting for it.
    pending.catch(() => undefined);
    this.reading.set(key, pending);
    return pending;
  }
}
