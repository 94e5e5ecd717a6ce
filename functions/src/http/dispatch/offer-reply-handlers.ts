import type { Request } from 'express';
import type * as dispatchApi from '@dropwise/domain/api/dispatch';
import { db } from '../../lib/firebase-admin.js';
import { acceptOffer } from '../../services/dispatch/offer-replies.js';
import { declineOffer } from '../../services/dispatch/decline-offer.js';
import { shareNightRide } from '../../services/safety/night-ride-share.js';
import { extensionTextSender } from '../../services/safety/text-messages.js';
import { publicOrigin } from '../trip/public-origin.js';
import { caller } from '../request-caller.js';
import { parseParams } from '../parse-request.js';
import { liveDispatchDeps } from '../../services/dispatch/live-dispatch-deps.js';
import { NO_SUCH_OFFER, offerParams } from './offer-params.js';
import type { ResponseOf } from '../area-router.js';

/** POST /api/rider/offers/:orderId/accept: the first rider to accept is assigned the order. */
export async function acceptOfferHandler(
  req: Request,
  res: ResponseOf<typeof dispatchApi.acceptOffer>,
): Promise<void> {
  const { orderId } = parseParams(offerParams, req, NO_SUCH_OFFER);
  const data = await acceptOffer(db, caller(res).uid, orderId, liveDispatchDeps());
  await shareNightRide(db, extensionTextSender(db), orderId, publicOrigin(req));
  res.json({ success: true, data });
}

/** POST /api/rider/offers/:orderId/decline: the offer goes; the order moves on when the round is done. */
export async function declineOfferHandler(
  req: Request,
  res: ResponseOf<typeof dispatchApi.declineOffer>,
): Promise<void> {
  const { orderId } = parseParams(offerParams, req, NO_SUCH_OFFER);
  res.json({ success: true, data: await declineOffer(db, caller(res).uid, orderId, liveDispatchDeps()) });
}
