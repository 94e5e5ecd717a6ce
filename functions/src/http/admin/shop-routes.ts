import { Router } from 'express';
import { activeFlagSchema, shopInputSchema, shopUpdateSchema } from '../../domain/admin/shop.js';
import { linkRiderSchema } from '../../domain/admin/rider.js';
import { createShop, linkRider, setShopActive, unlinkRider, updateShop } from '../../services/admin/shops.js';
import { refuseBody, requireJsonBody } from '../middleware.js';
import { adminOnly, asyncRoute, parse, pathId } from './admin-handler.js';

/** /api/admin/shops: create, edit, (de)activate shops, and link or unlink their riders. */
export const shopRoutes = Router();

shopRoutes.post(
  '/',
  adminOnly,
  requireJsonBody,
  asyncRoute(async (req, res) => {
    const { id } = await createShop(parse(shopInputSchema, req.body));
    res.status(201).json({ success: true, data: { id } });
  }),
);

shopRoutes.patch(
  '/:shopId',
  adminOnly,
  requireJsonBody,
  asyncRoute(async (req, res) => {
    const shopId = pathId(req, 'shopId');
    await updateShop(shopId, parse(shopUpdateSchema, req.body));
    res.json({ success: true, data: { id: shopId } });
  }),
);

shopRoutes.post(
  '/:shopId/active',
  adminOnly,
  requireJsonBody,
  asyncRoute(async (req, res) => {
    const shopId = pathId(req, 'shopId');
    const { active } = parse(activeFlagSchema, req.body);
    await setShopActive(shopId, active);
    res.json({ success: true, data: { id: shopId, active } });
  }),
);

shopRoutes.post(
  '/:shopId/riders',
  adminOnly,
  requireJsonBody,
  asyncRoute(async (req, res) => {
    const shopId = pathId(req, 'shopId');
    const { riderId } = parse(linkRiderSchema, req.body);
    await linkRider(shopId, riderId);
    res.json({ success: true, data: { shopId, riderId } });
  }),
);

shopRoutes.delete(
  '/:shopId/riders/:riderId',
  adminOnly,
  refuseBody,
  asyncRoute(async (req, res) => {
    const shopId = pathId(req, 'shopId');
    const riderId = pathId(req, 'riderId');
    await unlinkRider(shopId, riderId);
    res.json({ success: true, data: { shopId, riderId } });
  }),
);
