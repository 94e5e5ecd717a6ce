import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { riderOnly, withRole } from '../gates.js';
import { requireJsonBody } from '../body-checks.js';
import { getDispatchSettingsHandler, updateDispatchSettingsHandler } from './dispatch-settings-handlers.js';
import { acceptOfferHandler, declineOfferHandler } from './offer-reply-handlers.js';

/** /api/admin/dispatch: the automatic dispatch settings. */
export function dispatchSettingsRouter(): Router {
  const settings = Router();
  const adminOnly = withRole('admin');
  settings.get('/', adminOnly, asyncRoute(getDispatchSettingsHandler));
  settings.put('/', adminOnly, requireJsonBody, asyncRoute(updateDispatchSettingsHandler));
  return settings;
}

/** /api/rider/offers: a rider answers the offers made to them. */
export function riderOffersRouter(): Router {
  const offers = Router();
  offers.post('/:orderId/accept', riderOnly, asyncRoute(acceptOfferHandler));
  offers.post('/:orderId/decline', riderOnly, asyncRoute(declineOfferHandler));
  return offers;
}
