import { AggregateField, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { firestoreCall } from '../../lib/deadline.js';

/** Products whose education pages count visits (`GET /counter/{product}EduCounter`). */
export const COUNTED_PRODUCTS = new Set(['dropwise']);

/**
 * Shards spread a burst of visits over several documents (Firestore sustains about one write
 * per second per document); the total is the sum of the shards.
 */
export const VISIT_COUNTER_SHARDS = 10;

/**
 * How old the total in an answer may be. Within it, an instance answers the sum it last read
 * instead of reading the shards again on every visit.
 */
export const VISIT_TOTAL_MAX_AGE_MS = 2000;

export function visitCounterPath(product: string): string {
  return `counters/${product}EduCounter`;
}

interface KnownTotal {
  total: number;
  /** When the read that produced `total` was sent; the total is at least as new as this. */
  readAt: number;
}

const knownTotals = new Map<string, KnownTotal>();
const reading = new Map<string, Promise<KnownTotal>>();

/** One aggregation (billed as one read per 1,000 shards), not one read per shard. */
async function readStoredTotal(db: Firestore, product: string): Promise<KnownTotal> {
  const readAt = Date.now();
  const shards = db.doc(visitCounterPath(product)).collection('shards');
  const snapshot = await firestoreCall(shards.aggregate({ total: AggregateField.sum('count') }).get());
  const total = Math.max(Number(snapshot.data().total ?? 0), knownTotals.get(product)?.total ?? 0);
  const known = { total, readAt };
  knownTotals.set(product, known);
  return known;
}

/** A fresh enough total, or one read shared by every visit that needs it at the same time. */
function currentTotal(db: Firestore, product: string): Promise<KnownTotal> {
  const known = knownTotals.get(product);
  if (known && Date.now() - known.readAt <= VISIT_TOTAL_MAX_AGE_MS) return Promise.resolve(known);
  let pending = reading.get(product);
  if (!pending) {
    pending = readStoredTotal(db, product).finally(() => reading.delete(product));
    reading.set(product, pending);
  }
  return pending;
}

/**
 * Counts one visit (one `FieldValue.increment` on a random shard: one write) and answers the
 * stored total as read at most `VISIT_TOTAL_MAX_AGE_MS` before this visit (never lower than an
 * earlier answer of this instance). The write and, when due, the read run side by side, so a
 * visit costs one round trip, and the read (one billed read) is shared by all visits of that
 * window on the instance.
 */
export async function countVisit(db: Firestore, product: string): Promise<number> {
  const shard = Math.floor(Math.random() * VISIT_COUNTER_SHARDS);
  const shardRef = db.doc(visitCounterPath(product)).collection('shards').doc(String(shard));
  const [, known] = await Promise.all([
    firestoreCall(shardRef.set({ count: FieldValue.increment(1) }, { merge: true })),
    currentTotal(db, product),
  ]);
  return known.total;
}
