import type { Request } from 'express';
import type * as adminApi from '@dropwise/domain/api/admin';
import { shopUpdateSchema } from '@dropwise/domain/admin/shop';
import { db } from '../../lib/firebase-admin.js';
import { updateShop } from '../../services/admin/shops.js';
import { parseBody, parseParams } from '../parse-request.js';
import { NO_SUCH_RECORD, shopParams } from './admin-params.js';
import type { ResponseOf } from '../area-router.js';

/** PATCH /api/admin/shops/:shopId: edits a shop's details. */
export async function updateShopHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.updateShop>,
): Promise<void> {
  const { shopId } = parseParams(shopParams, req, NO_SUCH_RECORD);
  await updateShop(db, shopId, parseBody(shopUpdateSchema, req));
  res.json({ success: true, data: { id: shopId } });
}
