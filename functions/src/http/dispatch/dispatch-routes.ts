import type { Router } from 'express';
import * as api from '@dropwise/domain/api/dispatch';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { riderOnly, riderRecordLeftToCall, withRole } from '../gates.js';
import { requireJsonBody } from '../body-checks.js';
import { getDispatchSettingsHandler, updateDispatchSettingsHandler } from './dispatch-settings-handlers.js';
import { acceptOfferHandler, declineOfferHandler } from './offer-reply-handlers.js';

/** /api/admin/dispatch: the automatic dispatch settings. */
export function dispatchSettingsRouter(): Router {
  const { router, route } = areaRouter(api.dispatchSettingsBase);
  const adminOnly = withRole('admin');
  route(api.getDispatchSettings, adminOnly, asyncRoute(getDispatchSettingsHandler));
  route(api.saveDispatchSettings, adminOnly, requireJsonBody, asyncRoute(updateDispatchSettingsHandler));
  return router;
}

/** /api/rider/offers: a rider answers the offers made to them. */
export function riderOffersRouter(): Router {
  const { router, route } = areaRouter(api.riderOffersBase);
  route(api.acceptOffer, riderRecordLeftToCall, asyncRoute(acceptOfferHandler));
  route(api.declineOffer, riderOnly, asyncRoute(declineOfferHandler));
  return router;
}
