import * as educationApi from '@dropwise/domain/api/education';
import type { EnrolmentStatus } from '@dropwise/domain/enrolment';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { EnrolmentPage } from '@dropwise/domain/api/education';

export interface EnrolmentFilter {
  course?: string;
  status?: EnrolmentStatus;
  q?: string;
}

/** The filter as query fields: only those chosen, the search without its outer spaces. */
export function filterQuery(filter: EnrolmentFilter): { course?: string; status?: string; q?: string } {
  return { course: filter.course, status: filter.status, q: filter.q?.trim() };
}

/** GET /api/education/allorder: one page of the filter, newest first. */
export function listEnrolments(
  auth: Auth,
  filter: EnrolmentFilter,
  page: { limit: number; cursor?: string | null },
): Promise<educationApi.EnrolmentPage> {
  const query = { ...filterQuery(filter), limit: page.limit, cursor: page.cursor };
  return request(educationApi.listEnrolments, { auth, query });
}
