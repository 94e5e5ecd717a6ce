import type { Request } from 'express';
import type * as adminApi from '@dropwise/domain/api/admin';
import { linkRiderSchema } from '@dropwise/domain/admin/rider';
import { db } from '../../lib/firebase-admin.js';
import { linkRider } from '../../services/admin/shops.js';
import { parseBody, parseParams } from '../parse-request.js';
import { NO_SUCH_RECORD, shopParams } from './admin-params.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/admin/shops/:shopId/riders {riderId}: links a rider to the shop. */
export async function linkRiderHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.linkRider>,
): Promise<void> {
  const { shopId } = parseParams(shopParams, req, NO_SUCH_RECORD);
  const { riderId } = parseBody(linkRiderSchema, req);
  await linkRider(db, shopId, riderId);
  res.json({ success: true, data: { shopId, riderId } });
}
