import type { z } from 'zod';
import type {
  AdminLoginInput,
  enrolmentListQuerySchema,
  enrolmentStatusUpdateSchema,
} from '../education-admin.js';
import type { EnrolmentRecord, enrolmentRequestSchema, EnrolmentStatus } from '../enrolment.js';
import { endpoint, type QueryFields } from './endpoint.js';

/** Where the education area's router is mounted. */
export const educationBase = '/api/education';

type EnrolmentQuery = QueryFields<typeof enrolmentListQuerySchema>;

/** A submitted enrolment's id; `duplicate` when the same enrolment had already been stored. */
export interface EnrolmentAnswer {
  success: true;
  id: string;
  duplicate?: true;
}

/** A visitor enrols in a course (the legacy path name stays as old clients call it). */
export const submitEnrolment = endpoint<EnrolmentAnswer, z.input<typeof enrolmentRequestSchema>>()(
  'POST',
  '/api/education/addform',
);

/** Username and password in, a custom token for the education admin session out. */
export const adminLogin = endpoint<{ success: true; token: string }, AdminLoginInput>()(
  'POST',
  '/api/education/adminlogin',
);

export interface EnrolmentPage {
  success: true;
  data: EnrolmentRecord[];
  error: null;
  nextCursor: string | null;
}

/** One page of enrolments, newest first (the legacy path name stays as old clients call it). */
export const listEnrolments = endpoint<EnrolmentPage, undefined, EnrolmentQuery>()(
  'GET',
  '/api/education/allorder',
);

/** The records of the same filter as a CSV file. */
export const exportEnrolments = endpoint<string, undefined, EnrolmentQuery>()('GET', '/api/education/export');

export const updateEnrolmentStatus = endpoint<
  { success: true; id: string; status: EnrolmentStatus },
  z.input<typeof enrolmentStatusUpdateSchema>
>()('PATCH', '/api/education/enrolments/:id');

/** Where the public visit counter is mounted. */
export const counterBase = '/counter';

/** Counts one visit of `{product}EduCounter` and answers the total. */
export const countVisit = endpoint<{ data: number }>()('GET', '/counter/:counter');
