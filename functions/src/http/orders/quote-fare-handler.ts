import type { Request } from 'express';
import type * as ordersApi from '@dropwise/domain/api/orders';
import { quoteRequestSchema } from '@dropwise/domain/booking';
import { db } from '../../lib/firebase-admin.js';
import { currentFareTable } from '../../services/fares/current-fare-table.js';
import { quoteTrip } from '../../services/orders/quote-fare.js';
import { accountMayAct } from '../request-caller.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/orders/quote: a fare estimate for a signed-in customer. */
export async function quoteFareHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.quoteFare>,
): Promise<void> {
  const [table] = await Promise.all([currentFareTable(db), accountMayAct(res)]);
  const request = parseBody(quoteRequestSchema(table), req);
  res.json({ success: true, data: await quoteTrip(db, request, table) });
}
