import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { customerOnly, signedIn, withRole } from '../gates.js';
import { requireJsonBody } from '../body-checks.js';
import { recordCashHandler } from '../money/cash-handlers.js';
import { orderReceiptHandler, rateOrderHandler } from '../money/rating-receipt-handlers.js';
import { cancelOrderHandler } from './cancel-order-handler.js';
import { bookOrderHandler } from './book-order-handler.js';
import { getFareTableHandler } from './get-fare-table-handler.js';
import { shareTripHandler, stopSharingTripHandler } from '../trip/share-trip-handler.js';
import { quoteFareHandler } from './quote-fare-handler.js';
import { transitionOrderHandler } from './transition-order-handler.js';
import { updateFareTableHandler } from './update-fare-table-handler.js';

/** /api/orders: booking and the order lifecycle. */
export function ordersRouter(): Router {
  const orders = Router();
  // Quoting and booking are a customer's: a verified phone (gates.ts, customerOnly).
  orders.post('/quote', requireJsonBody, customerOnly, asyncRoute(quoteFareHandler));
  orders.post('/', requireJsonBody, customerOnly, asyncRoute(bookOrderHandler));
  orders.post('/:id/cancel', requireJsonBody, signedIn, asyncRoute(cancelOrderHandler));
  orders.post(
    '/:id/transition',
    requireJsonBody,
    withRole('admin', 'rider'),
    asyncRoute(transitionOrderHandler),
  );
  // Sharing a trip is the order's customer's, with the same verified-phone gate as booking.
  orders.post('/:id/share', customerOnly, asyncRoute(shareTripHandler));
  orders.delete('/:id/share', customerOnly, asyncRoute(stopSharingTripHandler));
  // After the trip: the rider's cash, the customer's rating and receipt (docs/money.md).
  orders.post('/:id/cash', requireJsonBody, withRole('rider'), asyncRoute(recordCashHandler));
  orders.post('/:id/rating', requireJsonBody, customerOnly, asyncRoute(rateOrderHandler));
  orders.get('/:id/receipt', signedIn, asyncRoute(orderReceiptHandler));
  return orders;
}

/** /api/fares: the fare table. */
export function faresRouter(): Router {
  const fares = Router();
  fares.get('/', signedIn, asyncRoute(getFareTableHandler));
  fares.put('/', requireJsonBody, withRole('admin'), asyncRoute(updateFareTableHandler));
  return fares;
}
