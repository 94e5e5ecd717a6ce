import type { Request, Response } from 'express';
import { riderCreateSchema } from '@dropwise/domain/admin/rider';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { createRider } from '../../services/admin/riders.js';
import { parseBody } from '../parse-request.js';

/** POST /api/admin/riders: makes a rider's account and profile; 201 with the new uid. */
export async function createRiderHandler(req: Request, res: Response): Promise<void> {
  const { uid } = await createRider(db, adminAuth, parseBody(riderCreateSchema, req));
  res.status(201).json({ success: true, data: { uid } });
}
