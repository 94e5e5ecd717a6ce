import type { Request } from 'express';
import type * as ordersApi from '@dropwise/domain/api/orders';
import { db } from '../../lib/firebase-admin.js';
import { shareTrip, stopSharingTrip } from '../../services/trip/share-trip.js';
import { NO_SUCH_ORDER, orderParams } from '../orders/order-params.js';
import { accountMayAct, caller } from '../request-caller.js';
import { parseParams } from '../parse-request.js';
import { publicOrigin } from './public-origin.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/orders/:id/share: the order's customer gets the link (the same one when shared again). */
export async function shareTripHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.shareTrip>,
): Promise<void> {
  const { id } = parseParams(orderParams, req, NO_SUCH_ORDER);
  const data = await shareTrip(db, {
    orderId: id,
    customerUid: caller(res).uid,
    origin: publicOrigin(req),
    mayAct: accountMayAct(res),
  });
  res.status(201).json({ success: true, data });
}

/** DELETE /api/orders/:id/share: the customer stops sharing; the link answers 404 from then on. */
export async function stopSharingTripHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.stopSharingTrip>,
): Promise<void> {
  const { id } = parseParams(orderParams, req, NO_SUCH_ORDER);
  await stopSharingTrip(db, { orderId: id, customerUid: caller(res).uid, mayAct: accountMayAct(res) });
  res.json({ success: true });
}
