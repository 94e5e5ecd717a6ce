import type { Request } from 'express';
import type * as ordersApi from '@dropwise/domain/api/orders';
import { db } from '../../lib/firebase-admin.js';
import { currentFareTable } from '../../services/fares/current-fare-table.js';
import type { ResponseOf } from '../area-router.js';

/** GET /api/fares: the current fare table, for any signed-in user (the booking screens). */
export async function getFareTableHandler(
  _req: Request,
  res: ResponseOf<typeof ordersApi.fareTable>,
): Promise<void> {
  res.json({ success: true, data: await currentFareTable(db) });
}
