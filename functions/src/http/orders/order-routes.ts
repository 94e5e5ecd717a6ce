import type { Router } from 'express';
import * as api from '@dropwise/domain/api/orders';
import { raiseSos } from '@dropwise/domain/api/safety';
import { fileComplaint, orderComplaints } from '@dropwise/domain/api/complaints';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { customerOnly, riderRecordLeftToCall, signedIn, withRole } from '../gates.js';
import { optionalJsonBody, requireJsonBody } from '../body-checks.js';
import { recordCashHandler } from '../money/cash-handlers.js';
import { orderReceiptHandler, rateOrderHandler } from '../money/rating-receipt-handlers.js';
import { cancelOrderHandler } from './cancel-order-handler.js';
import { bookOrderHandler } from './book-order-handler.js';
import { getFareTableHandler } from './get-fare-table-handler.js';
import { shareTripHandler, stopSharingTripHandler } from '../trip/share-trip-handler.js';
import { raiseSosHandler } from '../safety/sos-handlers.js';
import { fileComplaintHandler, orderComplaintsHandler } from '../complaints/complaint-handlers.js';
import { quoteFareHandler } from './quote-fare-handler.js';
import { transitionOrderHandler } from './transition-order-handler.js';
import { updateFareTableHandler } from './update-fare-table-handler.js';

/** /api/orders: booking and the order lifecycle. */
export function ordersRouter(): Router {
  const { router, route } = areaRouter(api.ordersBase);
  // Quoting and booking are a customer's: a verified phone (gates.ts, customerOnly).
  route(api.quoteFare, requireJsonBody, customerOnly, asyncRoute(quoteFareHandler));
  route(api.bookOrder, requireJsonBody, customerOnly, asyncRoute(bookOrderHandler));
  route(api.cancelOrder, requireJsonBody, signedIn, asyncRoute(cancelOrderHandler));
  route(api.transitionOrder, requireJsonBody, withRole('admin', 'rider'), asyncRoute(transitionOrderHandler));
  // Sharing a trip is the order's customer's, with the same verified-phone gate as booking.
  route(api.shareTrip, customerOnly, asyncRoute(shareTripHandler));
  route(api.stopSharingTrip, customerOnly, asyncRoute(stopSharingTripHandler));
  // The order's customer or its rider; the handler tells them apart and answers 404 to anyone else.
  route(raiseSos, optionalJsonBody, signedIn, asyncRoute(raiseSosHandler));
  // Complaints: the same two people (and admins, reading); the handler answers 404 to anyone else.
  route(fileComplaint, requireJsonBody, signedIn, asyncRoute(fileComplaintHandler));
  route(orderComplaints, signedIn, asyncRoute(orderComplaintsHandler));
  // After the trip: the rider's cash, the customer's rating and receipt (docs/money.md).
  route(api.recordCash, requireJsonBody, riderRecordLeftToCall, asyncRoute(recordCashHandler));
  route(api.rateOrder, requireJsonBody, customerOnly, asyncRoute(rateOrderHandler));
  route(api.orderReceipt, signedIn, asyncRoute(orderReceiptHandler));
  return router;
}

/** /api/fares: the fare table. */
export function faresRouter(): Router {
  const { router, route } = areaRouter(api.faresBase);
  route(api.fareTable, signedIn, asyncRoute(getFareTableHandler));
  route(api.saveFareTable, requireJsonBody, withRole('admin'), asyncRoute(updateFareTableHandler));
  return router;
}
