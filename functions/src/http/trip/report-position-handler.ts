import type { Request } from 'express';
import type * as tripApi from '@dropwise/domain/api/trip';
import { positionReportSchema } from '@dropwise/domain/rider-duty';
import { db } from '../../lib/firebase-admin.js';
import { reportPosition } from '../../services/trip/position-reports.js';
import { caller } from '../request-caller.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

const positionReport = positionReportSchema();

/** POST /api/rider/position {lat, lng, accuracy, at}: an on-duty rider's latest fix. */
export async function reportPositionHandler(
  req: Request,
  res: ResponseOf<typeof tripApi.reportPosition>,
): Promise<void> {
  const report = parseBody(positionReport, req);
  await reportPosition(db, caller(res).uid, report);
  res.json({ success: true });
}
