import type { EnrolmentRecord, EnrolmentStatus } from '@dropwise/domain/enrolment';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export interface EnrolmentFilter {
  course?: string;
  status?: EnrolmentStatus;
  q?: string;
}

export interface EnrolmentPage {
  success: true;
  data: EnrolmentRecord[];
  error: null;
  nextCursor: string | null;
}

export function filterParams(filter: EnrolmentFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.course) params.set('course', filter.course);
  if (filter.status) params.set('status', filter.status);
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  return params;
}

/** GET /api/education/allorder: one page of the filter, newest first. */
export function listEnrolments(
  auth: Auth,
  filter: EnrolmentFilter,
  page: { limit: number; cursor?: string | null },
): Promise<EnrolmentPage> {
  const params = filterParams(filter);
  params.set('limit', String(page.limit));
  if (page.cursor) params.set('cursor', page.cursor);
  return request<EnrolmentPage>('GET', `/api/education/allorder?${params}`, { auth });
}
