import type { Request, Response } from 'express';
import { enrolmentRequestSchema } from '../../domain/enrolment.js';
import { db } from '../../lib/firebase-admin.js';
import { enrol } from '../../services/education/enrol.js';
import { ApiError } from '../api-error.js';

/** POST /api/education/addform: a visitor enrols in a course (rate limit and JSON checks run first). */
export async function addForm(req: Request, res: Response): Promise<void> {
  const parsed = enrolmentRequestSchema.safeParse(req.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const { id, duplicate } = await enrol(db, parsed.data);
  res.status(200).json(duplicate ? { success: true, id, duplicate: true } : { success: true, id });
}
