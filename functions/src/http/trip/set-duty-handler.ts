import type { Request, Response } from 'express';
import { dutyRequestSchema } from '@dropwise/domain/rider-duty';
import { db } from '../../lib/firebase-admin.js';
import { setRiderDuty } from '../../services/trip/rider-duty.js';
import { caller } from '../request-caller.js';
import { parseBody } from '../parse-request.js';

/** POST /api/rider/duty {onDuty}: the rider switches on or off duty. */
export async function setDutyHandler(req: Request, res: Response): Promise<void> {
  const { onDuty } = parseBody(dutyRequestSchema, req);
  res.json({ success: true, data: await setRiderDuty(db, caller(res).uid, onDuty) });
}
