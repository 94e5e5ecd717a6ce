import type { ComplaintAnswerInput, GrievanceOfficerInput } from '@dropwise/domain/admin/complaints-admin';
import * as complaintsApi from '@dropwise/domain/api/complaints';
import type { ComplaintListFilter, DeskComplaint } from '@dropwise/domain/api/complaints';
import type { GrievanceOfficerState } from '@dropwise/domain/admin/complaints-admin';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { ComplaintListFilter, DeskComplaint, GrievanceOfficerState };

/** GET /api/admin/complaints: one status (or all), overdue first, then by due date. */
export async function loadDeskComplaints(auth: Auth, status: ComplaintListFilter): Promise<DeskComplaint[]> {
  return (await request(complaintsApi.listComplaints, { auth, query: { status } })).data;
}

/** POST /api/admin/complaints/:complaintId/answer: the filer is notified. */
export async function answerComplaint(
  auth: Auth,
  complaintId: string,
  body: ComplaintAnswerInput,
): Promise<void> {
  await request(complaintsApi.answerComplaint, { auth, params: { complaintId }, body });
}

export async function loadOfficerSettings(auth: Auth): Promise<GrievanceOfficerState> {
  return (await request(complaintsApi.getGrievanceOfficerSettings, { auth })).data;
}

export async function saveOfficerSettings(
  auth: Auth,
  body: GrievanceOfficerInput,
): Promise<GrievanceOfficerState> {
  return (await request(complaintsApi.saveGrievanceOfficerSettings, { auth, body })).data;
}
