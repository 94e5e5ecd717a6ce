import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { EnrolmentStatus } from '@dropwise/domain/enrolment';
import { ApiError } from '../../lib/api-error.js';
import { enrolments } from './enrolment-store.js';

const NOT_FOUND = 5;

/**
 * An education admin moves a record to another status; who and when are kept with it. `id` is a
 * document id (documentIdSchema); one that names no record is a 404.
 */
export async function updateEnrolmentStatus(
  db: Firestore,
  id: string,
  status: EnrolmentStatus,
  byUid: string,
): Promise<void> {
  try {
    await enrolments(db).doc(id).update({
      status,
      statusUpdatedAt: FieldValue.serverTimestamp(),
      statusUpdatedBy: byUid,
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_FOUND) {
      throw new ApiError(404, 'not_found', 'There is no enrolment with this id.');
    }
    throw error;
  }
}
