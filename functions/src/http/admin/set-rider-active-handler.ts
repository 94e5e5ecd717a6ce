import type { Request, Response } from 'express';
import { activeFlagSchema } from '@domain/admin/shop';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { setRiderActive } from '../../services/admin/riders.js';
import { parseBody, parseParams } from '../parse-request.js';
import { NO_SUCH_RECORD, riderParams } from './admin-params.js';

/** POST /api/admin/riders/:riderId/active {active}: activates or deactivates a rider. */
export async function setRiderActiveHandler(req: Request, res: Response): Promise<void> {
  const { riderId } = parseParams(riderParams, req, NO_SUCH_RECORD);
  const { active } = parseBody(activeFlagSchema, req);
  await setRiderActive(db, adminAuth, riderId, active);
  res.json({ success: true, data: { uid: riderId, active } });
}
