import type { Request } from 'express';
import type * as ordersApi from '@dropwise/domain/api/orders';
import type { CancellationFee } from '@dropwise/domain/cancellation-fee';
import { cancelRequestSchema } from '@dropwise/domain/order-change-requests';
import { db } from '../../lib/firebase-admin.js';
import { cancelOrder } from '../../services/orders/cancel-order.js';
import { liveDispatchDeps } from '../../services/dispatch/live-dispatch-deps.js';
import { caller } from '../request-caller.js';
import { parseBody, parseParams } from '../parse-request.js';
import { actorFor } from './order-actor.js';
import { NO_SUCH_ORDER, orderParams } from './order-params.js';
import type { ResponseOf } from '../area-router.js';

const NOTHING_CHARGED: CancellationFee = { amountPaise: 0, waived: true, why: 'no_rider_yet' };

/**
 * POST /api/orders/:id/cancel {reason}: the customer (or an admin) cancels while allowed; the
 * assigned rider gives the order back to the board. Answers what it cost as `data.fee`.
 */
export async function cancelOrderHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.cancelOrder>,
): Promise<void> {
  const { reason } = parseBody(cancelRequestSchema, req);
  const { id } = parseParams(orderParams, req, NO_SUCH_ORDER);
  const { fee, ...moved } = await cancelOrder(db, id, actorFor(caller(res)), reason, liveDispatchDeps());
  res.json({ success: true, ...moved, data: { fee: fee ?? NOTHING_CHARGED } });
}
