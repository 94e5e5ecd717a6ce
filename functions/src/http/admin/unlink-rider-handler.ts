import type { Request, Response } from 'express';
import { db } from '../../lib/firebase-admin.js';
import { unlinkRider } from '../../services/admin/shops.js';
import { parseParams } from '../parse-request.js';
import { NO_SUCH_RECORD, shopRiderParams } from './admin-params.js';

/** DELETE /api/admin/shops/:shopId/riders/:riderId: unlinks a rider from the shop. */
export async function unlinkRiderHandler(req: Request, res: Response): Promise<void> {
  const { shopId, riderId } = parseParams(shopRiderParams, req, NO_SUCH_RECORD);
  await unlinkRider(db, shopId, riderId);
  res.json({ success: true, data: { shopId, riderId } });
}
