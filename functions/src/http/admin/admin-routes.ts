import type { Router } from 'express';
import * as api from '@dropwise/domain/api/admin';
import { getRiderPapers, saveRiderPapers } from '@dropwise/domain/api/safety';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { withRole } from '../gates.js';
import { refuseBody, requireJsonBody } from '../body-checks.js';
import { getRiderPapersHandler, saveRiderPapersHandler } from '../safety/papers-handlers.js';
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
import { tripRegisterHandler } from './trip-register-handler.js';
import { updateShopHandler } from './update-shop-handler.js';
import * as shopApi from '@dropwise/domain/api/shop';
import * as shopAdmin from '../shops/shop-admin-handlers.js';

/**
 * /api/admin: customers, riders and shops. Every route checks the `admin` claim before it looks
 * at the body, so a caller without it learns nothing about what the body should hold.
 */
export function adminRouter(): Router {
  const { router, route } = areaRouter(api.adminBase);
  const adminOnly = withRole('admin');
  route(api.listCustomers, adminOnly, asyncRoute(listCustomersHandler));
  route(api.setCustomerDisabled, adminOnly, requireJsonBody, asyncRoute(setCustomerDisabledHandler));
  route(api.createRider, adminOnly, requireJsonBody, asyncRoute(createRiderHandler));
  route(api.updateRider, adminOnly, requireJsonBody, asyncRoute(updateRiderHandler));
  route(saveRiderPapers, adminOnly, requireJsonBody, asyncRoute(saveRiderPapersHandler));
  route(getRiderPapers, adminOnly, asyncRoute(getRiderPapersHandler));
  route(api.setRiderActive, adminOnly, requireJsonBody, asyncRoute(setRiderActiveHandler));
  route(api.createShop, adminOnly, requireJsonBody, asyncRoute(createShopHandler));
  route(api.updateShop, adminOnly, requireJsonBody, asyncRoute(updateShopHandler));
  route(api.setShopActive, adminOnly, requireJsonBody, asyncRoute(setShopActiveHandler));
  route(api.linkRider, adminOnly, requireJsonBody, asyncRoute(linkRiderHandler));
  route(api.unlinkRider, adminOnly, refuseBody, asyncRoute(unlinkRiderHandler));
  route(api.recordDeposit, adminOnly, requireJsonBody, asyncRoute(recordDepositHandler));
  route(api.listCash, adminOnly, asyncRoute(listCashHandler));
  route(api.tripRegister, adminOnly, asyncRoute(tripRegisterHandler));
  // A shop's staff, payouts and balances (docs/shops.md).
  route(shopApi.addShopStaff, adminOnly, requireJsonBody, asyncRoute(shopAdmin.addShopStaffHandler));
  route(shopApi.listShopStaff, adminOnly, asyncRoute(shopAdmin.listShopStaffHandler));
  route(shopApi.removeShopStaff, adminOnly, refuseBody, asyncRoute(shopAdmin.removeShopStaffHandler));
  route(shopApi.recordShopPayout, adminOnly, requireJsonBody, asyncRoute(shopAdmin.recordShopPayoutHandler));
  route(shopApi.shopBalances, adminOnly, asyncRoute(shopAdmin.shopBalancesHandler));
  return router;
}
