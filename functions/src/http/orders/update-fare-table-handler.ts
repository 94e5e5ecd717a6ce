import type { Request } from 'express';
import type * as ordersApi from '@dropwise/domain/api/orders';
import { fareTableInputSchema } from '@dropwise/domain/fares';
import { db } from '../../lib/firebase-admin.js';
import { updateFareTable } from '../../services/fares/fare-table.js';
import { caller } from '../request-caller.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** PUT /api/fares: an admin replaces the table; the version goes up by one. */
export async function updateFareTableHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.saveFareTable>,
): Promise<void> {
  const table = await updateFareTable(db, parseBody(fareTableInputSchema, req), caller(res).uid);
  res.json({ success: true, data: table });
}
