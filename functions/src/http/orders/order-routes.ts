import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { signedIn, signedInBesideWork, withRole } from '../gates.js';
import { requireJsonBody } from '../middleware.js';
import { cancelOrderHandler } from './cancel-order-handler.js';
import { createOrderHandler } from './create-order-handler.js';
import { getFareTableHandler } from './get-fare-table-handler.js';
import { shareTripHandler, stopSharingTripHandler } from '../trip/share-trip-handler.js';
import { quoteFareHandler } from './quote-fare-handler.js';
import { transitionOrderHandler } from './transition-order-handler.js';
import { updateFareTableHandler } from './update-fare-table-handler.js';

/** /api/orders: booking and the order lifecycle. */
export function ordersRouter(): Router {
  const orders = Router();
  orders.post('/quote', requireJsonBody, signedIn, asyncRoute(quoteFareHandler));
  orders.post('/', requireJsonBody, signedInBesideWork, asyncRoute(createOrderHandler));
  orders.post('/:id/cancel', requireJsonBody, signedIn, asyncRoute(cancelOrderHandler));
  orders.post(
    '/:id/transition',
    requireJsonBody,
    withRole('admin', 'rider'),
    asyncRoute(transitionOrderHandler),
  );
  orders.post('/:id/share', signedInBesideWork, asyncRoute(shareTripHandler));
  orders.delete('/:id/share', signedInBesideWork, asyncRoute(stopSharingTripHandler));
  return orders;
}

/** /api/fares: the fare table. */
export function faresRouter(): Router {
  const fares = Router();
  fares.get('/', signedIn, asyncRoute(getFareTableHandler));
  fares.put('/', requireJsonBody, withRole('admin'), asyncRoute(updateFareTableHandler));
  return fares;
}
