import * as educationApi from '@dropwise/domain/api/education';
import type { Auth } from 'firebase/auth';
import { requestFile } from '@/lib/api/request';
import { saveBlob } from '@/lib/files/save-blob';
import { type EnrolmentFilter, filterQuery } from './list-enrolments';

/** GET /api/education/export for the current filter, saved by the browser as a .csv file. */
export async function downloadEnrolmentsCsv(auth: Auth, filter: EnrolmentFilter): Promise<void> {
  const { blob, fileName } = await requestFile(educationApi.exportEnrolments, {
    auth,
    query: filterQuery(filter),
  });
  saveBlob(blob, fileName ?? 'enrolments.csv');
}
