import type { DocumentReference, WriteBatch } from 'firebase-admin/firestore';
import { HISTORY } from '@dropwise/domain/collections';

/** History entries name who made them: `by: {uid, role}` (and `by: uid` in older entries). */
export async function replaceInHistory(
  batch: WriteBatch,
  order: DocumentReference,
  uid: string,
  tombstone: string,
): Promise<void> {
  const history = order.collection(HISTORY);
  const [byMap, byString] = await Promise.all([
    history.where('by.uid', '==', uid).get(),
    history.where('by', '==', uid).get(),
  ]);
  for (const entry of byMap.docs) batch.update(entry.ref, { 'by.uid': tombstone });
  for (const entry of byString.docs) batch.update(entry.ref, { by: tombstone });
}
