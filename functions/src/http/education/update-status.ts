import type { Request, Response } from 'express';
import { enrolmentStatusUpdateSchema } from '../../domain/education-admin.js';
import { db } from '../../lib/firebase-admin.js';
import { updateEnrolmentStatus } from '../../services/education/update-enrolment-status.js';
import { ApiError } from '../api-error.js';
import { requireRole } from '../authenticate.js';

/** PATCH /api/education/enrolments/:id: an education admin sets a record's status. */
export async function updateStatus(req: Request, res: Response): Promise<void> {
  const token = await requireRole(req, 'eduAdmin');
  const parsed = enrolmentStatusUpdateSchema.safeParse(req.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const id = String(req.params.id ?? '');
  await updateEnrolmentStatus(db, id, parsed.data.status, token.uid);
  res.status(200).json({ success: true, id, status: parsed.data.status });
}
