import type { Firestore } from 'firebase-admin/firestore';
import type { HttpCall } from './load';

/**
 * The originals followed by `count - originals.length` replays of them, shuffled, so that replays
 * also race their originals: what the idempotent endpoints (enrolment, booking) are measured with.
 */
export function withShuffledReplays(originals: HttpCall[], count: number): HttpCall[] {
  const unique = originals.length;
  const replays = Array.from({ length: count - unique }, (_, i) => originals[(i * 7) % unique] as HttpCall);
  const all = [...originals, ...replays];
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [all[i], all[j]] = [all[j] as HttpCall, all[i] as HttpCall];
  }
  return all;
}

/** How many documents of `collection` hold one of `values` in `field` (`in` takes 30 at a time). */
export async function countStored(
  db: Firestore,
  collection: string,
  field: string,
  values: string[],
): Promise<number> {
  let stored = 0;
  for (let start = 0; start < values.length; start += 30) {
    const chunk = values.slice(start, start + 30);
    stored += (await db.collection(collection).where(field, 'in', chunk).count().get()).data().count;
  }
  return stored;
}
