import type {
  ComplaintAnswerInput,
  GrievanceOfficerContact,
  GrievanceOfficerInput,
  GrievanceOfficerState,
} from '../admin/complaints-admin.js';
import type { OrderKind } from '../booking.js';
import type { ComplaintCategory, ComplaintRequest, ComplaintRole, ComplaintStatus } from '../complaints.js';
import { type DataAnswer, endpoint } from './endpoint.js';

/** A complaint as filed: its id, the reference to quote, and when the answer is due (ISO 8601). */
export interface FiledComplaint {
  complaintId: string;
  reference: string;
  dueBy: string;
}

/** A complaint as its filer (or an admin) reads it on the order. */
export interface ComplaintView extends FiledComplaint {
  category: ComplaintCategory;
  status: ComplaintStatus;
  /** The admin's latest answer; null until there is one. */
  answer: string | null;
  text: string;
  /** ISO 8601. */
  createdAt: string;
  role: ComplaintRole;
}

/** The order's customer, or its current (or last) rider; anyone else is answered 404. */
export const fileComplaint = endpoint<DataAnswer<FiledComplaint>, ComplaintRequest>()(
  'POST',
  '/api/orders/:id/complaints',
);

/** The caller's own complaints on the order, oldest first; an admin's answer holds them all. */
export const orderComplaints = endpoint<DataAnswer<ComplaintView[]>>()('GET', '/api/orders/:id/complaints');

/** Where the complaints desk is mounted, before the rest of the admin area. */
export const complaintsAdminBase = '/api/admin/complaints';

export const COMPLAINT_LIST_FILTERS = ['open', 'in_progress', 'resolved', 'all'] as const;
export type ComplaintListFilter = (typeof COMPLAINT_LIST_FILTERS)[number];

/** A complaint on the desk: the filer's view and who filed it about which order. */
export interface DeskComplaint extends ComplaintView {
  orderId: string;
  orderKind: OrderKind;
  by: { uid: string; role: ComplaintRole; name: string | null };
  /** Past its due date and not resolved. */
  overdue: boolean;
  /** ISO 8601; null until answered. */
  answeredAt: string | null;
}

/** Overdue first, then by due date; `status` defaults to `open`. */
export const listComplaints = endpoint<
  DataAnswer<DeskComplaint[]>,
  undefined,
  { status?: ComplaintListFilter }
>()('GET', '/api/admin/complaints');

export const answerComplaint = endpoint<
  DataAnswer<{ complaintId: string; status: ComplaintStatus }>,
  ComplaintAnswerInput
>()('POST', '/api/admin/complaints/:complaintId/answer');

/** Where the officer's settings are mounted for admins. */
export const grievanceOfficerAdminBase = '/api/admin/grievance-officer';

export const getGrievanceOfficerSettings = endpoint<DataAnswer<GrievanceOfficerState>>()(
  'GET',
  '/api/admin/grievance-officer',
);

export const saveGrievanceOfficerSettings = endpoint<
  DataAnswer<GrievanceOfficerState>,
  GrievanceOfficerInput
>()('PUT', '/api/admin/grievance-officer');

/** Public, no sign-in: who the officer is, for the privacy pages and the complaint forms. */
export const grievanceOfficerBase = '/api/grievance-officer';

export const getGrievanceOfficer = endpoint<DataAnswer<GrievanceOfficerContact>>()(
  'GET',
  '/api/grievance-officer',
);
