import type { Request } from 'express';
import type * as adminApi from '@dropwise/domain/api/admin';
import { db } from '../../lib/firebase-admin.js';
import { unlinkRider } from '../../services/admin/shops.js';
import { parseParams } from '../parse-request.js';
import { NO_SUCH_RECORD, shopRiderParams } from './admin-params.js';
import type { ResponseOf } from '../area-router.js';

/** DELETE /api/admin/shops/:shopId/riders/:riderId: unlinks a rider from the shop. */
export async function unlinkRiderHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.unlinkRider>,
): Promise<void> {
  const { shopId, riderId } = parseParams(shopRiderParams, req, NO_SUCH_RECORD);
  await unlinkRider(db, shopId, riderId);
  res.json({ success: true, data: { shopId, riderId } });
}
