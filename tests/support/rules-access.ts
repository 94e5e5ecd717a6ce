import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  query,
  type QueryConstraint,
} from 'firebase/firestore';
import type { RulesFirestore } from './rules-env';

/**
 * Firestore as a rules test context hands it out, or as the app's own modular functions take it:
 * the same object at run time, typed apart, so a test may read with whichever it holds.
 */
type TestFirestore = RulesFirestore | Firestore;

/**
 * Who may read what, one line a check: a document by its path, or a collection by its path with
 * the constraints a screen's query adds. The allowed reads resolve to what was read, for tests
 * that go on to look at it.
 */
export const mayRead = (db: TestFirestore, path: string) =>
  assertSucceeds(getDoc(doc(db as Firestore, path)));

export const mayNotRead = (db: TestFirestore, path: string) =>
  assertFails(getDoc(doc(db as Firestore, path)));

export const mayList = (db: TestFirestore, path: string, ...constraints: QueryConstraint[]) =>
  assertSucceeds(getDocs(query(collection(db as Firestore, path), ...constraints)));

export const mayNotList = (db: TestFirestore, path: string, ...constraints: QueryConstraint[]) =>
  assertFails(getDocs(query(collection(db as Firestore, path), ...constraints)));

/** A query's document ids, sorted, to compare with what a test expects to find. */
export const ids = (snapshot: { docs: Array<{ id: string }> }) =>
  snapshot.docs.map((entry) => entry.id).sort();
