import type { Request } from 'express';
import type * as adminApi from '@dropwise/domain/api/admin';
import { riderUpdateSchema } from '@dropwise/domain/admin/rider';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { updateRider } from '../../services/admin/riders.js';
import { parseBody, parseParams } from '../parse-request.js';
import { NO_SUCH_RECORD, riderParams } from './admin-params.js';
import type { ResponseOf } from '../area-router.js';

/** PATCH /api/admin/riders/:riderId: edits a rider, moving them between shops if asked. */
export async function updateRiderHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.updateRider>,
): Promise<void> {
  const { riderId } = parseParams(riderParams, req, NO_SUCH_RECORD);
  await updateRider(db, adminAuth, riderId, parseBody(riderUpdateSchema, req));
  res.json({ success: true, data: { uid: riderId } });
}
