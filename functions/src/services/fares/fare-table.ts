import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { type FareTable, type FareTableInput } from '@dropwise/domain/fares';
import { DEFAULT_FARE_TABLE } from '@dropwise/domain/default-fare-table';
import { parseStoredFareTable } from '@dropwise/domain/stored-fare-table';
import { FARE_TABLE_PATH } from '@dropwise/domain/collections';

export async function loadFareTable(db: Firestore): Promise<FareTable> {
  const snapshot = await db.doc(FARE_TABLE_PATH).get();
  return snapshot.exists ? parseStoredFareTable(snapshot.data()) : DEFAULT_FARE_TABLE;
}

async function currentVersion(db: Firestore, transaction: Transaction): Promise<number> {
  const snapshot = await transaction.get(db.doc(FARE_TABLE_PATH));
  const version = snapshot.get('version');
  return typeof version === 'number' ? version : DEFAULT_FARE_TABLE.version;
}

/**
 * Replaces the table and bumps its version in one transaction, so two admins saving at once get
 * two versions. Orders keep the version they were quoted with; past orders never change.
 */
export async function updateFareTable(
  db: Firestore,
  input: FareTableInput,
  adminUid: string,
): Promise<FareTable> {
  return db.runTransaction(async (transaction) => {
    const version = (await currentVersion(db, transaction)) + 1;
    const table: FareTable = { ...input, version };
    transaction.set(db.doc(FARE_TABLE_PATH), {
      ...table,
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: adminUid,
    });
    return table;
  });
}
