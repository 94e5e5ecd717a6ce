/** What one call to the store or Auth answered for a batch of keys: absent keys are "not found". */
export type ReadMany<K, V> = (keys: K[]) => Promise<Map<K, V>>;

export interface BatchTiming {
  /** Most keys in one call (the API's own limit, or less). */
  maxKeys: number;
  /** How long a read nobody waits for may be held to share a call with others. */
  backgroundMs: number;
}

interface Pending<K, V> {
  keys: Map<K, Array<{ resolve(value: V | undefined): void; reject(error: unknown): void }>>;
  timer?: ReturnType<typeof setTimeout>;
  immediate?: ReturnType<typeof setImmediate>;
}

/**
 * Reads of single keys that many requests make, sent as one call for many keys. A read someone
 * waits for goes out with the others that arrive in the same turn of the event loop; a read that
 * only refreshes a cached answer (nobody waits) is held up to `backgroundMs` so that the
 * refreshes of a busy instance share a call. Each key's answer is `undefined` when the call did
 * not find it.
 */
export class BatchedReads<K, V> {
  private pending: Pending<K, V> | undefined;

  constructor(
    private readonly readMany: ReadMany<K, V>,
    private readonly timing: BatchTiming,
  ) {}

  read(key: K, someoneWaits: boolean): Promise<V | undefined> {
    const batch: Pending<K, V> = (this.pending ??= { keys: new Map() });
    const answer = new Promise<V | undefined>((resolve, reject) => {
      const waiting = batch.keys.get(key) ?? [];
      waiting.push({ resolve, reject });
      batch.keys.set(key, waiting);
    });
    if (batch.keys.size >= this.timing.maxKeys) this.send(batch);
    else if (someoneWaits) batch.immediate ??= setImmediate(() => this.send(batch));
    else batch.timer ??= setTimeout(() => this.send(batch), this.timing.backgroundMs);
    return answer;
  }

  private send(batch: Pending<K, V>): void {
    if (this.pending === batch) this.pending = undefined;
    if (batch.timer) clearTimeout(batch.timer);
    if (batch.immediate) clearImmediate(batch.immediate);
    // Sent once: whichever of the size, the turn or the timer came first.
    if (batch.keys.size === 0) return;
    const keys = [...batch.keys.keys()];
    const waiters = new Map(batch.keys);
    batch.keys.clear();
    this.readMany(keys).then(
      (found) => {
        for (const [key, waiting] of waiters) for (const one of waiting) one.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiting of waiters.values()) for (const one of waiting) one.reject(error);
      },
    );
  }
}

/**
 * One `BatchedReads` per source (the store or Auth instance a caller passes, so that tests may
 * pass their own), made on first use: `readMany(source, keys)` answers a batch from that source.
 */
export function batchedReadsPer<S extends object, K, V>(
  readMany: (source: S, keys: K[]) => Promise<Map<K, V>>,
  timing: BatchTiming,
): (source: S) => BatchedReads<K, V> {
  const perSource = new WeakMap<S, BatchedReads<K, V>>();
  return (source) => {
    let reads = perSource.get(source);
    if (!reads) {
      reads = new BatchedReads((keys) => readMany(source, keys), timing);
      perSource.set(source, reads);
    }
    return reads;
  };
}
