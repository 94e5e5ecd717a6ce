import type { Request } from 'express';
import type * as tripApi from '@dropwise/domain/api/trip';
import { dutyRequestSchema } from '@dropwise/domain/rider-duty';
import { db } from '../../lib/firebase-admin.js';
import { setRiderDuty } from '../../services/trip/rider-duty.js';
import { liveDispatchDeps } from '../../services/dispatch/live-dispatch-deps.js';
import { offerWaitingOrdersTo } from '../../services/dispatch/waiting-orders.js';
import { caller } from '../request-caller.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/rider/duty {onDuty}: the rider switches on or off duty. */
export async function setDutyHandler(req: Request, res: ResponseOf<typeof tripApi.setDuty>): Promise<void> {
  const { onDuty } = parseBody(dutyRequestSchema, req);
  const uid = caller(res).uid;
  const data = await setRiderDuty(db, uid, onDuty);
  // Back on duty with a position kept from before: an order waiting near them is theirs to take.
  if (onDuty) await offerWaitingOrdersTo(db, [uid], liveDispatchDeps());
  res.json({ success: true, data });
}
