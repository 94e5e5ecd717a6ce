import * as educationApi from '@dropwise/domain/api/education';
import type { EnrolmentStatus } from '@dropwise/domain/enrolment';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

/** PATCH /api/education/enrolments/:id: set one record's status. */
export async function updateEnrolmentStatus(auth: Auth, id: string, status: EnrolmentStatus): Promise<void> {
  await request(educationApi.updateEnrolmentStatus, { auth, params: { id }, body: { status } });
}
