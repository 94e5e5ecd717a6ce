import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, type DocumentData, setDoc, updateDoc } from 'firebase/firestore';
import type { RulesFirestore } from './rules-env';

/** Each of these refused: a new document, overwriting, changing and deleting an existing one. */
export async function assertNoClientWrites(
  db: RulesFirestore,
  paths: { existing: string; created: string },
  data: DocumentData,
  change: DocumentData,
): Promise<void> {
  await assertFails(setDoc(doc(db, paths.created), data));
  await assertFails(setDoc(doc(db, paths.existing), data));
  await assertFails(updateDoc(doc(db, paths.existing), change));
  await assertFails(deleteDoc(doc(db, paths.existing)));
}
