import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/** Products whose education pages count visits (`GET /counter/{product}EduCounter`). */
export const COUNTED_PRODUCTS = new Set(['dropwise']);

/**
 * Shards spread a burst of visits over several documents (Firestore sustains about one write
 * per second per document); the total is the sum of the shards.
 */
export const VISIT_COUNTER_SHARDS = 10;

export function visitCounterPath(product: string): string {
  return `counters/${product}EduCounter`;
}

/** Counts one visit and answers the new total. */
export async function countVisit(db: Firestore, product: string): Promise<number> {
  const shards = db.doc(visitCounterPath(product)).collection('shards');
  const shard = Math.floor(Math.random() * VISIT_COUNTER_SHARDS);
  await shards.doc(String(shard)).set({ count: FieldValue.increment(1) }, { merge: true });
  const snapshot = await shards.get();
  return snapshot.docs.reduce((total, doc) => total + Number(doc.get('count') ?? 0), 0);
}
