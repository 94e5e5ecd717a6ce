import type { Request, Response } from 'express';
import { linkRiderSchema } from '@dropwise/domain/admin/rider';
import { db } from '../../lib/firebase-admin.js';
import { linkRider } from '../../services/admin/shops.js';
import { parseBody, parseParams } from '../parse-request.js';
import { NO_SUCH_RECORD, shopParams } from './admin-params.js';

/** POST /api/admin/shops/:shopId/riders {riderId}: links a rider to the shop. */
export async function linkRiderHandler(req: Request, res: Response): Promise<void> {
  const { shopId } = parseParams(shopParams, req, NO_SUCH_RECORD);
  const { riderId } = parseBody(linkRiderSchema, req);
  await linkRider(db, shopId, riderId);
  res.json({ success: true, data: { shopId, riderId } });
}
