import type { Request } from 'express';
import type * as ordersApi from '@dropwise/domain/api/orders';
import { db } from '../../lib/firebase-admin.js';
import { logger } from 'firebase-functions';
import { startDispatch } from '../../services/dispatch/dispatch-step.js';
import { liveDispatchDeps } from '../../services/dispatch/live-dispatch-deps.js';
import { bookOrder } from '../../services/orders/book-order.js';
import { accountMayAct, caller } from '../request-caller.js';
import type { ResponseOf } from '../area-router.js';

/**
 * POST /api/orders: books a ride or a parcel. Idempotent by the client's request id: 201 with
 * the new order's id and its fare (`data`), or 200 with the same id and `duplicate: true` for a
 * repeat. The body is validated inside the booking, against the fare table read in the same round
 * trip.
 *
 * A new order's dispatch starts here, before the answer: the first offers reach riders without
 * a trigger's delivery (a second or more, longer in a rush), and no trigger races this request
 * to the same search. Should the request die between the two, the minute sweep starts it.
 */
export async function bookOrderHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.bookOrder>,
): Promise<void> {
  const token = caller(res);
  const { fare, ...result } = await bookOrder(db, {
    uid: token.uid,
    tokenName: typeof token.name === 'string' ? token.name : null,
    tokenPhone: token.phone_number ?? null,
    body: req.body,
    mayAct: accountMayAct(res),
  });
  if (!result.duplicate)
    await startDispatch(db, result.id, liveDispatchDeps()).catch(leaveToSweep(result.id));
  res.status(result.duplicate ? 200 : 201).json({ success: true, ...result, data: fare });
}

function leaveToSweep(orderId: string) {
  return (error: unknown) =>
    logger.warn('dispatch: left to the minute sweep', { orderId, error: String(error) });
}
