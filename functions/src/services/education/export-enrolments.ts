import type { Firestore } from 'firebase-admin/firestore';
import { type CsvColumn, toCsv } from '@dropwise/domain/csv';
import type { EnrolmentRecord } from '@dropwise/domain/enrolment';
import { toEnrolmentRecord } from './enrolment-store.js';
import { type EnrolmentFilter, filteredEnrolments } from './list-enrolments.js';

/** Enough for the dashboard's use; a bigger export would belong in a background job. */
export const MAX_EXPORT_ROWS = 5000;
const BATCH = 500;

const columns: CsvColumn<EnrolmentRecord>[] = [
  { header: 'id', value: (row) => row._id },
  { header: 'created at', value: (row) => row.createdAt },
  { header: 'course', value: (row) => row.course },
  { header: 'name', value: (row) => row.name },
  { header: 'email', value: (row) => row.email },
  { header: 'number', value: (row) => row.number },
  { header: 'phone (E.164)', value: (row) => row.phone },
  { header: 'city', value: (row) => row.city },
  { header: 'status', value: (row) => row.status },
];

/** The records of one filter as CSV, newest first, read in batches. */
export async function exportEnrolmentsCsv(db: Firestore, filter: EnrolmentFilter): Promise<string> {
  const records: EnrolmentRecord[] = [];
  let query = filteredEnrolments(db, filter).limit(BATCH);
  while (records.length < MAX_EXPORT_ROWS) {
    const snapshot = await query.get();
    records.push(...snapshot.docs.map(toEnrolmentRecord));
    const last = snapshot.docs.at(-1);
    if (!last || snapshot.docs.length < BATCH) break;
    query = filteredEnrolments(db, filter).startAfter(last).limit(BATCH);
  }
  return toCsv(columns, records.slice(0, MAX_EXPORT_ROWS));
}
