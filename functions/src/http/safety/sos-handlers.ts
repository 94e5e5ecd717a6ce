import type { Request } from 'express';
import type * as safetyApi from '@dropwise/domain/api/safety';
import { EMERGENCY_NUMBER, sosCloseSchema, sosRequestSchema } from '@dropwise/domain/safety/sos';
import { db } from '../../lib/firebase-admin.js';
import { raiseSos } from '../../services/safety/raise-sos.js';
import { acknowledgeSos, closeSos } from '../../services/safety/sos-desk.js';
import { liveSosDeps } from '../../services/safety/live-sos-deps.js';
import { hasRole } from '../authenticate.js';
import { caller } from '../request-caller.js';
import { parseBody, parseParams } from '../parse-request.js';
import { NO_SUCH_ORDER, orderParams } from '../orders/order-params.js';
import { publicOrigin } from '../trip/public-origin.js';
import { alertParams, NO_SUCH_ALERT } from './safety-params.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/orders/:id/sos: the order's customer or rider raises an alert (or finds theirs open). */
export async function raiseSosHandler(
  req: Request,
  res: ResponseOf<typeof safetyApi.raiseSos>,
): Promise<void> {
  const { id } = parseParams(orderParams, req, NO_SUCH_ORDER);
  const request = parseBody(sosRequestSchema, req);
  const token = caller(res);
  const raised = await raiseSos(
    db,
    id,
    { uid: token.uid, isRider: hasRole(token, 'rider') },
    request,
    liveSosDeps(publicOrigin(req)),
  );
  res.status(raised.created ? 201 : 200).json({
    success: true,
    data: { alertId: raised.alertId, call: EMERGENCY_NUMBER, told: raised.told },
  });
}

export async function acknowledgeSosHandler(
  req: Request,
  res: ResponseOf<typeof safetyApi.acknowledgeSos>,
): Promise<void> {
  const { alertId } = parseParams(alertParams, req, NO_SUCH_ALERT);
  await acknowledgeSos(db, alertId, caller(res).uid);
  res.json({ success: true, data: { status: 'acknowledged' } });
}

export async function closeSosHandler(
  req: Request,
  res: ResponseOf<typeof safetyApi.closeSos>,
): Promise<void> {
  const { alertId } = parseParams(alertParams, req, NO_SUCH_ALERT);
  const { note } = parseBody(sosCloseSchema, req);
  await closeSos(db, alertId, caller(res).uid, note);
  res.json({ success: true, data: { status: 'closed' } });
}
