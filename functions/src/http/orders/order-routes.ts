import { Router } from 'express';
import { requireJsonBody } from '../middleware';
import { asyncRoute } from './async-route';
import { cancelOrderHandler } from './cancel-order-handler';
import { createOrderHandler } from './create-order-handler';
import { getFareTableHandler, updateFareTableHandler } from './fare-table-handlers';
import { quoteFareHandler } from './quote-fare-handler';
import { transitionOrderHandler } from './transition-order-handler';

/** /api/orders: booking and the order lifecycle. */
export function ordersRouter(): Router {
  const orders = Router();
  orders.post('/quote', requireJsonBody, asyncRoute(quoteFareHandler));
  orders.post('/', requireJsonBody, asyncRoute(createOrderHandler));
  orders.post('/:id/cancel', requireJsonBody, asyncRoute(cancelOrderHandler));
  orders.post('/:id/transition', requireJsonBody, asyncRoute(transitionOrderHandler));
  return orders;
}

/** /api/fares: the fare table. */
export function faresRouter(): Router {
  const fares = Router();
  fares.get('/', asyncRoute(getFareTableHandler));
  fares.put('/', requireJsonBody, asyncRoute(updateFareTableHandler));
  return fares;
}
