import type { Request } from 'express';
import type * as ordersApi from '@dropwise/domain/api/orders';
import { ratingSchema } from '@dropwise/domain/ratings';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { adminUids } from '../../services/notifications/admin-uids.js';
import { orderReceipt } from '../../services/money/order-receipt.js';
import { rateOrder } from '../../services/money/rate-order.js';
import { accountMayAct, caller } from '../request-caller.js';
import { parseBody, parseParams } from '../parse-request.js';
import { NO_SUCH_ORDER, orderParams } from '../orders/order-params.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/orders/:id/rating {stars, tags?, comment?}: the customer rates a delivered trip once. */
export async function rateOrderHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.rateOrder>,
): Promise<void> {
  const input = parseBody(ratingSchema, req);
  const { id } = parseParams(orderParams, req, NO_SUCH_ORDER);
  await accountMayAct(res);
  const data = await rateOrder(db, caller(res).uid, id, input, { adminUids: () => adminUids(adminAuth) });
  res.status(201).json({ success: true, data });
}

/** GET /api/orders/:id/receipt: a delivered order's receipt, for its customer and admins. */
export async function orderReceiptHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.orderReceipt>,
): Promise<void> {
  const { id } = parseParams(orderParams, req, NO_SUCH_ORDER);
  const token = caller(res);
  res.json({
    success: true,
    data: await orderReceipt(db, id, { uid: token.uid, admin: token.admin === true }),
  });
}
