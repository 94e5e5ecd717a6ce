import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';

type Snapshots<T extends readonly DocumentReference[]> = { [K in keyof T]: DocumentSnapshot };

/** Reads documents in a transaction in one call: one snapshot for each, in the order asked. */
export function readDocuments<T extends readonly DocumentReference[]>(
  transaction: Transaction,
  ...refs: T
): Promise<Snapshots<T>> {
  return transaction.getAll(...refs) as Promise<Snapshots<T>>;
}
