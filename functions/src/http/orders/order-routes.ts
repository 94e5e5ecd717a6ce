import type { Express } from 'express';
import { requireJsonBody } from '../middleware';
import { asyncRoute } from './async-route';
import { cancelOrderHandler } from './cancel-order-handler';
import { createOrderHandler } from './create-order-handler';
import { getFareTableHandler, updateFareTableHandler } from './fare-table-handlers';
import { quoteFareHandler } from './quote-fare-handler';
import { transitionOrderHandler } from './transition-order-handler';

/** Booking and the order lifecycle (issue 5). */
export function registerOrderRoutes(app: Express): void {
  app.post('/api/orders/quote', requireJsonBody, asyncRoute(quoteFareHandler));
  app.post('/api/orders', requireJsonBody, asyncRoute(createOrderHandler));
  app.post('/api/orders/:id/cancel', requireJsonBody, asyncRoute(cancelOrderHandler));
  app.post('/api/orders/:id/transition', requireJsonBody, asyncRoute(transitionOrderHandler));
  app.get('/api/fares', asyncRoute(getFareTableHandler));
  app.put('/api/fares', requireJsonBody, asyncRoute(updateFareTableHandler));
}
