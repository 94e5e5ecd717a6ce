import { AggregateField, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { KeptAnswers } from '../../lib/kept-answers.js';

/** Products whose education pages count visits (`GET /counter/{product}EduCounter`). */
export const COUNTED_PRODUCTS = new Set(['dropwise']);

/**
 * Shards spread a burst of visits over several documents (Firestore sustains about one write
 * per second per document); the total is the sum of the shards.
 */
export const VISIT_COUNTER_SHARDS = 10;

/**
 * How old the total in an answer may be before the instance reads it again: within it, visits
 * are answered with the sum last read. After it, the stale sum is still answered (and a read
 * started in the background) for up to `VISIT_TOTAL_STALE_MS`; only an older or absent total
 * makes a visit wait for the read, which then runs beside its write.
 */
export const VISIT_TOTAL_MAX_AGE_MS = 2000;
export const VISIT_TOTAL_STALE_MS = 5000;

export function visitCounterPath(product: string): string {
  return `counters/${product}EduCounter`;
}

const totals = new KeptAnswers<string, number>(() => ({
  freshMs: VISIT_TOTAL_MAX_AGE_MS,
  staleMs: VISIT_TOTAL_STALE_MS,
}));

/** One aggregation (billed as one read per 1,000 shards), not one read per shard. */
async function readStoredTotal(db: Firestore, product: string): Promise<number> {
  const shards = db.doc(visitCounterPath(product)).collection('shards');
  const snapshot = await firestoreCall(shards.aggregate({ total: AggregateField.sum('count') }).get());
  return Math.max(Number(snapshot.data().total ?? 0), totals.last(product) ?? 0);
}

interface QueuedVisits {
  visits: number;
  /** The earliest deadline among the waiting visits: the shared write must not outlast it. */
  deadline: number;
  waiters: Array<{ stored(): void; failed(error: unknown): void }>;
}

const queuedVisits = new Map<string, QueuedVisits>();
const shardsWriting = new Set<string>();

/**
 * Group commit per shard: while one increment is on its way to a shard, the visits that pick that
 * shard wait for it to land and then go together as one `increment(n)`. A quiet instance writes
 * each visit at once; a busy one writes fewer, larger increments instead of queueing every visit
 * behind the store. Each visit is answered only once the write that holds it has landed.
 */
function flushShard(db: Firestore, product: string, shard: number): void {
  const key = `${product}/${shard}`;
  const queued = queuedVisits.get(key);
  if (!queued || shardsWriting.has(key)) return;
  queuedVisits.delete(key);
  shardsWriting.add(key);
  const shardRef = db.doc(visitCounterPath(product)).collection('shards').doc(String(shard));
  firestoreCall(
    shardRef.set({ count: FieldValue.increment(queued.visits) }, { merge: true }),
    queued.deadline,
  )
    .then(
      () => queued.waiters.forEach((waiter) => waiter.stored()),
      (error: unknown) => queued.waiters.forEach((waiter) => waiter.failed(error)),
    )
    .finally(() => {
      shardsWriting.delete(key);
      flushShard(db, product, shard);
    });
}

function storeVisit(db: Firestore, product: string): Promise<void> {
  const shard = Math.floor(Math.random() * VISIT_COUNTER_SHARDS);
  const key = `${product}/${shard}`;
  return new Promise((stored, failed) => {
    const queued = queuedVisits.get(key) ?? { visits: 0, deadline: deadlineFromNow(), waiters: [] };
    queued.visits++;
    queued.waiters.push({ stored, failed });
    queuedVisits.set(key, queued);
    flushShard(db, product, shard);
  });
}

/**
 * Counts one visit (at most one write: an increment of a random shard, shared with the visits
 * that arrive while that shard is being written) and answers the stored total as read at most a
 * few seconds before this visit (never lower than an earlier answer of this instance). The read
 * of the total (one billed read) is shared by all the visits of a couple of seconds.
 */
export async function countVisit(db: Firestore, product: string): Promise<number> {
  const [, total] = await Promise.all([
    storeVisit(db, product),
    totals.get(product, () => readStoredTotal(db, product)),
  ]);
  return total;
}
