import type { Request } from 'express';
import type * as adminApi from '@dropwise/domain/api/admin';
import { activeFlagSchema } from '@dropwise/domain/admin/shop';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { setRiderActive } from '../../services/admin/riders.js';
import { caller } from '../request-caller.js';
import { parseBody, parseParams } from '../parse-request.js';
import { NO_SUCH_RECORD, riderParams } from './admin-params.js';
import type { ResponseOf } from '../area-router.js';

/**
 * POST /api/admin/riders/:riderId/active {active}: activates or deactivates a rider. The answer
 * lists the orders that went back to the dispatch board and those already picked up, which stay
 * with the rider for an admin to settle.
 */
export async function setRiderActiveHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.setRiderActive>,
): Promise<void> {
  const { riderId } = parseParams(riderParams, req, NO_SUCH_RECORD);
  const { active } = parseBody(activeFlagSchema, req);
  const released = await setRiderActive(db, adminAuth, riderId, active, caller(res).uid);
  res.json({
    success: true,
    data: { uid: riderId, active, returnedOrders: released.returned, pickedUpOrders: released.pickedUp },
  });
}
