import type { Request, Response } from 'express';
import { enrolmentListQuerySchema } from '../../domain/education-admin.js';
import { db } from '../../lib/firebase-admin.js';
import { listEnrolments } from '../../services/education/list-enrolments.js';
import { ApiError } from '../api-error.js';
import { requireRole } from '../authenticate.js';

/** GET /api/education/allorder: one page of enrolments, newest first, for an education admin. */
export async function allOrder(req: Request, res: Response): Promise<void> {
  await requireRole(req, 'eduAdmin');
  const parsed = enrolmentListQuerySchema.safeParse(req.query);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const page = await listEnrolments(db, parsed.data);
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ success: true, data: page.data, error: null, nextCursor: page.nextCursor });
}
