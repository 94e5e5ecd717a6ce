import type { Request } from 'express';
import type * as adminApi from '@dropwise/domain/api/admin';
import { activeFlagSchema } from '@dropwise/domain/admin/shop';
import { db } from '../../lib/firebase-admin.js';
import { setShopActive } from '../../services/admin/shops.js';
import { parseBody, parseParams } from '../parse-request.js';
import { NO_SUCH_RECORD, shopParams } from './admin-params.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/admin/shops/:shopId/active {active}: activates or deactivates a shop. */
export async function setShopActiveHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.setShopActive>,
): Promise<void> {
  const { shopId } = parseParams(shopParams, req, NO_SUCH_RECORD);
  const { active } = parseBody(activeFlagSchema, req);
  await setShopActive(db, shopId, active);
  res.json({ success: true, data: { id: shopId, active } });
}
