import type { Request } from 'express';
import type * as tripApi from '@dropwise/domain/api/trip';
import { dutyRequestSchema } from '@dropwise/domain/rider-duty';
import { db } from '../../lib/firebase-admin.js';
import { setRiderDuty } from '../../services/trip/rider-duty.js';
import { caller } from '../request-caller.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/rider/duty {onDuty}: the rider switches on or off duty. */
export async function setDutyHandler(req: Request, res: ResponseOf<typeof tripApi.setDuty>): Promise<void> {
  const { onDuty } = parseBody(dutyRequestSchema, req);
  res.json({ success: true, data: await setRiderDuty(db, caller(res).uid, onDuty) });
}
