import { assertFails } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, type DocumentData, setDoc, updateDoc } from 'firebase/firestore';
import type { RulesFirestore } from './rules-env';

/** Writes a client tries, each by path: whole documents set, fields changed, documents deleted. */
export interface ClientWrites {
  set?: Array<[string, DocumentData]>;
  update?: Array<[string, DocumentData]>;
  remove?: string[];
}

/** Each of the writes refused by the rules, in the order set, update, delete. */
export async function assertWritesRefused(db: RulesFirestore, writes: ClientWrites): Promise<void> {
  for (const [path, data] of writes.set ?? []) await assertFails(setDoc(doc(db, path), data));
  for (const [path, change] of writes.update ?? []) await assertFails(updateDoc(doc(db, path), change));
  for (const path of writes.remove ?? []) await assertFails(deleteDoc(doc(db, path)));
}

/** Each of these refused: a new document, overwriting, changing and deleting an existing one. */
export async function assertNoClientWrites(
  db: RulesFirestore,
  paths: { existing: string; created: string },
  data: DocumentData,
  change: DocumentData,
): Promise<void> {
  await assertWritesRefused(db, {
    set: [
      [paths.created, data],
      [paths.existing, data],
    ],
    update: [[paths.existing, change]],
    remove: [paths.existing],
  });
}
