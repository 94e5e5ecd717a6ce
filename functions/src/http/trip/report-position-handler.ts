import type { Request } from 'express';
import type * as tripApi from '@dropwise/domain/api/trip';
import { positionReportSchema } from '@dropwise/domain/rider-duty';
import { db } from '../../lib/firebase-admin.js';
import { reportPosition } from '../../services/trip/position-reports.js';
import { liveDispatchDeps } from '../../services/dispatch/live-dispatch-deps.js';
import { offerWaitingOrdersTo } from '../../services/dispatch/waiting-orders.js';
import { caller } from '../request-caller.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

const positionReport = positionReportSchema();

/**
 * POST /api/rider/position {lat, lng, accuracy, at}: an on-duty rider's latest fix; a free rider's
 * first of the shift, or one a kilometre or more from the last, lets them take an order waiting
 * near them (a rider standing still costs no search).
 */
export async function reportPositionHandler(
  req: Request,
  res: ResponseOf<typeof tripApi.reportPosition>,
): Promise<void> {
  const report = parseBody(positionReport, req);
  const uid = caller(res).uid;
  const { freeAndMoved } = await reportPosition(db, uid, report);
  if (freeAndMoved) await offerWaitingOrdersTo(db, [uid], liveDispatchDeps());
  res.json({ success: true });
}
