import type { EnrolmentStatus } from '@domain/enrolment';
import { jsonPost, requestJson } from './request-json';

/** PATCH /api/education/enrolments/:id: set one record's status. */
export async function updateEnrolmentStatus(
  idToken: string,
  id: string,
  status: EnrolmentStatus,
): Promise<void> {
  await requestJson(
    `/api/education/enrolments/${encodeURIComponent(id)}`,
    jsonPost({ status }, idToken, 'PATCH'),
  );
}
