import type { Request } from 'express';
import type * as ordersApi from '@dropwise/domain/api/orders';
import { db } from '../../lib/firebase-admin.js';
import { logger } from 'firebase-functions';
import { startDispatch } from '../../services/dispatch/dispatch-step.js';
import type { BegunDispatch } from '../../services/dispatch/first-round.js';
import { liveDispatchDeps } from '../../services/dispatch/live-dispatch-deps.js';
import { offerNextRound } from '../../services/dispatch/offer-round.js';
import { bookOrder } from '../../services/orders/book-order.js';
import { accountMayAct, caller } from '../request-caller.js';
import type { ResponseOf } from '../area-router.js';

/**
 * POST /api/orders: books a ride or a parcel. Idempotent by the client's request id: 201 with
 * the new order's id and its fare (`data`), or 200 with the same id and `duplicate: true` for a
 * repeat. The body is validated inside the booking, against the fare table read in the same round
 * trip.
 *
 * A new order's dispatch starts here, before the answer, its first offers (or its wait for a
 * free rider) stored with the order: the first offers reach riders without a trigger's delivery
 * (a second or more, longer in a rush), and no trigger races this request to the same search.
 * Should the request die before its timer is set, the minute sweep carries the order on.
 */
export async function bookOrderHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.bookOrder>,
): Promise<void> {
  const token = caller(res);
  const { fare, dispatch, ...result } = await bookOrder(db, {
    uid: token.uid,
    tokenName: typeof token.name === 'string' ? token.name : null,
    tokenPhone: token.phone_number ?? null,
    body: req.body,
    mayAct: accountMayAct(res),
  });
  if (!result.duplicate) await carryOnDispatch(result.id, dispatch).catch(leaveToSweep(result.id));
  res.status(result.duplicate ? 200 : 201).json({ success: true, ...result, data: fare });
}

/**
 * After the booking: its timer set for the round it began; an order that began to wait searched
 * once more, for a rider freed before it was marked waiting (whose own search missed it); an
 * order whose booking began no dispatch started as the sweep would.
 */
async function carryOnDispatch(orderId: string, begun: BegunDispatch | null): Promise<void> {
  const deps = liveDispatchDeps();
  if (!begun) return void (await startDispatch(db, orderId, deps));
  await deps.timer.wakeAt(orderId, begun.wakeAt);
  if (begun.waiting) await offerNextRound(db, orderId, deps);
}

function leaveToSweep(orderId: string) {
  return (error: unknown) =>
    logger.warn('dispatch: left to the minute sweep', { orderId, error: String(error) });
}
