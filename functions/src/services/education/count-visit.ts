import { AggregateField, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { deadlineFromNow, firestoreCall } from '../../lib/deadline.js';
import { SHARDS, visitCounterPath } from '@dropwise/domain/collections';

/** Products whose education pages count visits (`GET /counter/{product}EduCounter`). */
export const COUNTED_PRODUCTS = new Set(['dropwise']);

/**
 * Shards spread a burst of visits over several documents (Firestore sustains about one write
 * per second per document); the total is the sum of the shards.
 */
export const VISIT_COUNTER_SHARDS = 10;

/**
 * Counts one visit (one write: an increment of a random shard) and answers the stored total, read
 * beside the write as one aggregation (billed as one read per 1,000 shards), so it holds every
 * visit stored before this one and perhaps this one too.
 */
export async function countVisit(db: Firestore, product: string): Promise<number> {
  const shards = db.doc(visitCounterPath(product)).collection(SHARDS);
  const shard = shards.doc(String(Math.floor(Math.random() * VISIT_COUNTER_SHARDS)));
  const deadline = deadlineFromNow();
  const [, total] = await Promise.all([
    firestoreCall(shard.set({ count: FieldValue.increment(1) }, { merge: true }), deadline),
    firestoreCall(shards.aggregate({ total: AggregateField.sum('count') }).get(), deadline),
  ]);
  return Number(total.data().total ?? 0);
}
