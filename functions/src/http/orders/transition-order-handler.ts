import type { Request } from 'express';
import type * as ordersApi from '@dropwise/domain/api/orders';
import { transitionRequestSchema } from '@dropwise/domain/order-change-requests';
import { adminAuth, db } from '../../lib/firebase-admin.js';
import { transitionOrder } from '../../services/orders/transition-order.js';
import { liveDispatchDeps } from '../../services/dispatch/live-dispatch-deps.js';
import { shareNightRide } from '../../services/safety/night-ride-share.js';
import { extensionTextSender } from '../../services/safety/text-messages.js';
import { publicOrigin } from '../trip/public-origin.js';
import { caller } from '../request-caller.js';
import { parseBody, parseParams } from '../parse-request.js';
import { actorFor } from './order-actor.js';
import { NO_SUCH_ORDER, orderParams } from './order-params.js';
import type { ResponseOf } from '../area-router.js';

/**
 * POST /api/orders/:id/transition {to, reason?, riderId?, handoverCode?}: admins and riders move
 * orders; the ride's start and the parcel's delivery take the customer's handover code.
 */
export async function transitionOrderHandler(
  req: Request,
  res: ResponseOf<typeof ordersApi.transitionOrder>,
): Promise<void> {
  const change = parseBody(transitionRequestSchema, req);
  const { id } = parseParams(orderParams, req, NO_SUCH_ORDER);
  const result = await transitionOrder(
    db,
    { orderId: id, actor: actorFor(caller(res)), ...change },
    adminAuth,
    liveDispatchDeps(),
  );
  if (result.status === 'assigned') await shareNightRide(db, extensionTextSender(db), id, publicOrigin(req));
  res.json({ success: true, ...result });
}
