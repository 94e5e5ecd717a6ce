import type { Router } from 'express';
import * as api from '@dropwise/domain/api/shop';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { refuseBody, requireJsonBody } from '../body-checks.js';
import { shopStaffAccount, shopStaffOnly, shopStaffOrAdmin } from './shop-gate.js';
import {
  bookShopBatchHandler,
  bookShopOrderHandler,
  deleteShopAccountHandler,
  myShopHandler,
  quoteShopOrderHandler,
  shopStatementHandler,
} from './shop-handlers.js';

/** /api/shop: a shop's staff book and see their shop's money (docs/shops.md). */
export function shopRouter(): Router {
  const { router, route } = areaRouter(api.shopBase);
  route(api.myShop, shopStaffOnly, asyncRoute(myShopHandler));
  route(api.quoteShopOrder, shopStaffOnly, requireJsonBody, asyncRoute(quoteShopOrderHandler));
  route(api.bookShopOrder, shopStaffOnly, requireJsonBody, asyncRoute(bookShopOrderHandler));
  // A CSV body, checked by the handler (its own type and size limit).
  route(api.bookShopOrderBatch, shopStaffOnly, asyncRoute(bookShopBatchHandler));
  route(api.shopStatement, shopStaffOrAdmin, asyncRoute(shopStatementHandler));
  // A member of a deactivated shop may still delete their account.
  route(api.deleteShopAccount, refuseBody, shopStaffAccount, asyncRoute(deleteShopAccountHandler));
  return router;
}
