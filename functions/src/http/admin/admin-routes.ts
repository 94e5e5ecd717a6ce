import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { withRole } from '../gates.js';
import { refuseBody, requireJsonBody } from '../body-checks.js';
import { listCashHandler, recordDepositHandler } from '../money/cash-handlers.js';
import { createRiderHandler } from './create-rider-handler.js';
import { createShopHandler } from './create-shop-handler.js';
import { linkRiderHandler } from './link-rider-handler.js';
import { listCustomersHandler } from './list-customers-handler.js';
import { setCustomerDisabledHandler } from './set-customer-disabled-handler.js';
import { setRiderActiveHandler } from './set-rider-active-handler.js';
import { setShopActiveHandler } from './set-shop-active-handler.js';
import { unlinkRiderHandler } from './unlink-rider-handler.js';
import { updateRiderHandler } from './update-rider-handler.js';
import { updateShopHandler } from './update-shop-handler.js';

/**
 * /api/admin: customers, riders and shops. Every route checks the `admin` claim before it looks
 * at the body, so a caller without it learns nothing about what the body should hold.
 */
export function adminRouter(): Router {
  const admin = Router();
  const adminOnly = withRole('admin');
  admin.get('/customers', adminOnly, asyncRoute(listCustomersHandler));
  admin.post('/customers/:uid/disabled', adminOnly, requireJsonBody, asyncRoute(setCustomerDisabledHandler));
  admin.post('/riders', adminOnly, requireJsonBody, asyncRoute(createRiderHandler));
  admin.patch('/riders/:riderId', adminOnly, requireJsonBody, asyncRoute(updateRiderHandler));
  admin.post('/riders/:riderId/active', adminOnly, requireJsonBody, asyncRoute(setRiderActiveHandler));
  admin.post('/shops', adminOnly, requireJsonBody, asyncRoute(createShopHandler));
  admin.patch('/shops/:shopId', adminOnly, requireJsonBody, asyncRoute(updateShopHandler));
  admin.post('/shops/:shopId/active', adminOnly, requireJsonBody, asyncRoute(setShopActiveHandler));
  admin.post('/shops/:shopId/riders', adminOnly, requireJsonBody, asyncRoute(linkRiderHandler));
  admin.delete('/shops/:shopId/riders/:riderId', adminOnly, refuseBody, asyncRoute(unlinkRiderHandler));
  admin.post('/riders/:riderId/deposits', adminOnly, requireJsonBody, asyncRoute(recordDepositHandler));
  admin.get('/cash', adminOnly, asyncRoute(listCashHandler));
  return admin;
}
