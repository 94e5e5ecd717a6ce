import type { Request } from 'express';
import type * as adminApi from '@dropwise/domain/api/admin';
import { shopInputSchema } from '@dropwise/domain/admin/shop';
import { db } from '../../lib/firebase-admin.js';
import { createShop } from '../../services/admin/shops.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/admin/shops: makes a shop, active and without riders; 201 with its id. */
export async function createShopHandler(
  req: Request,
  res: ResponseOf<typeof adminApi.createShop>,
): Promise<void> {
  const { id } = await createShop(db, parseBody(shopInputSchema, req));
  res.status(201).json({ success: true, data: { id } });
}
