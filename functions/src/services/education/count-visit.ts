import { AggregateField, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { GroupCommit, takeAll } from '../../lib/group-commit.js';
import { StaleWhileRefreshCache } from '../../lib/stale-while-refresh-cache.js';
import { SHARDS, visitCounterPath } from '@dropwise/domain/collections';

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

const totals = new StaleWhileRefreshCache<string, number>(() => ({
  freshMs: VISIT_TOTAL_MAX_AGE_MS,
  staleMs: VISIT_TOTAL_STALE_MS,
}));

/** One aggregation (billed as one read per 1,000 shards), not one read per shard. */
async function readStoredTotal(db: Firestore, product: string): Promise<number> {
  const shards = db.doc(visitCounterPath(product)).collection(SHARDS);
  const snapshot = await firestoreCall(shards.aggregate({ total: AggregateField.sum('count') }).get());
  return Math.max(Number(snapshot.data().total ?? 0), totals.last(product) ?? 0);
}

interface WaitingVisit {
  deadline: number;
  stored(): void;
  failed(error: unknown): void;
}

const shardQueues = new WeakMap<Firestore, Map<string, GroupCommit<WaitingVisit>>>();

/**
 * Group commit per shard (lib/group-commit.ts): the visits that pick a shard while an increment
 * is on its way to it go together as one `increment(n)`, bounded by the earliest of their
 * deadlines.
 */
function shardQueue(db: Firestore, product: string, shard: number): GroupCommit<WaitingVisit> {
  let queues = shardQueues.get(db);
  if (!queues) {
    queues = new Map();
    shardQueues.set(db, queues);
  }
  const key = `${product}/${shard}`;
  let queue = queues.get(key);
  if (!queue) {
    const shardRef = db.doc(visitCounterPath(product)).collection(SHARDS).doc(String(shard));
    queue = new GroupCommit<WaitingVisit>({
      take: takeAll,
      async write(visits) {
        const deadline = visits.reduce((earliest, visit) => Math.min(earliest, visit.deadline), Infinity);
        await firestoreCall(
          shardRef.set({ count: FieldValue.increment(visits.length) }, { merge: true }),
          deadline,
        );
        visits.forEach((visit) => visit.stored());
      },
      failed: (visits, error) => visits.forEach((visit) => visit.failed(error)),
    });
    queues.set(key, queue);
  }
  return queue;
}

function storeVisit(db: Firestore, product: string): Promise<void> {
  const shard = Math.floor(Math.random() * VISIT_COUNTER_SHARDS);
  return new Promise((stored, failed) => {
    shardQueue(db, product, shard).add({ deadline: deadlineFromNow(), stored, failed });
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
