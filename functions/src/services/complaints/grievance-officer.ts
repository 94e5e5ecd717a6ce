import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  type GrievanceOfficerSettings,
  type GrievanceOfficerState,
  readGrievanceOfficer,
} from '@dropwise/domain/admin/complaints-admin';
import { GRIEVANCE_OFFICER_PATH } from '@dropwise/domain/collections';
import { firestoreCall } from '../../lib/deadline.js';

/** The officer and the answer days in force: null contact fields and 7 days until an admin saves. */
export async function loadGrievanceOfficer(db: Firestore): Promise<GrievanceOfficerState> {
  const snapshot = await firestoreCall(db.doc(GRIEVANCE_OFFICER_PATH).get());
  return readGrievanceOfficer(snapshot.data());
}

/** The same, read inside a transaction that dates a complaint by it. */
export async function officerInTransaction(
  db: Firestore,
  transaction: Transaction,
): Promise<GrievanceOfficerState> {
  return readGrievanceOfficer((await transaction.get(db.doc(GRIEVANCE_OFFICER_PATH))).data());
}

/** Replaces the settings whole, keeping who saved them and when. */
export async function saveGrievanceOfficer(
  db: Firestore,
  settings: GrievanceOfficerSettings,
  adminUid: string,
): Promise<GrievanceOfficerState> {
  await firestoreCall(
    db.doc(GRIEVANCE_OFFICER_PATH).set({
      ...settings,
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: adminUid,
    }),
  );
  return readGrievanceOfficer(settings);
}
