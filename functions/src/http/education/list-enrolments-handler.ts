import type { Request, Response } from 'express';
import { enrolmentListQuerySchema } from '@dropwise/domain/education-admin';
import { db } from '../../lib/firebase-admin.js';
import { listEnrolments } from '../../services/education/list-enrolments.js';
import { parseQuery } from '../parse-request.js';

/** GET /api/education/allorder: one page of enrolments, newest first, for an education admin. */
export async function listEnrolmentsHandler(req: Request, res: Response): Promise<void> {
  const page = await listEnrolments(db, parseQuery(enrolmentListQuerySchema, req));
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ success: true, data: page.data, error: null, nextCursor: page.nextCursor });
}
