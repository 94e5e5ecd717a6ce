import type { Request } from 'express';
import type * as educationApi from '@dropwise/domain/api/education';
import { enrolmentListQuerySchema } from '@dropwise/domain/education-admin';
import { db } from '../../lib/firebase-admin.js';
import { listEnrolments } from '../../services/education/list-enrolments.js';
import { parseQuery } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** GET /api/education/allorder: one page of enrolments, newest first, for an education admin. */
export async function listEnrolmentsHandler(
  req: Request,
  res: ResponseOf<typeof educationApi.listEnrolments>,
): Promise<void> {
  const page = await listEnrolments(db, parseQuery(enrolmentListQuerySchema, req));
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ success: true, data: page.data, error: null, nextCursor: page.nextCursor });
}
