import { Router } from 'express';
import { riderCreateSchema, riderUpdateSchema } from '../../domain/admin/rider.js';
import { activeFlagSchema } from '../../domain/admin/shop.js';
import { createRider, setRiderActive, updateRider } from '../../services/admin/riders.js';
import { requireJsonBody } from '../middleware.js';
import { adminOnly, asyncRoute, parse, pathId } from './admin-handler.js';

/** /api/admin/riders: create rider accounts, edit them, activate and deactivate them. */
export const riderRoutes = Router();

riderRoutes.post(
  '/',
  adminOnly,
  requireJsonBody,
  asyncRoute(async (req, res) => {
    const { uid } = await createRider(parse(riderCreateSchema, req.body));
    res.status(201).json({ success: true, data: { uid } });
  }),
);

riderRoutes.patch(
  '/:riderId',
  adminOnly,
  requireJsonBody,
  asyncRoute(async (req, res) => {
    const riderId = pathId(req, 'riderId');
    await updateRider(riderId, parse(riderUpdateSchema, req.body));
    res.json({ success: true, data: { uid: riderId } });
  }),
);

riderRoutes.post(
  '/:riderId/active',
  adminOnly,
  requireJsonBody,
  asyncRoute(async (req, res) => {
    const riderId = pathId(req, 'riderId');
    const { active } = parse(activeFlagSchema, req.body);
    await setRiderActive(riderId, active);
    res.json({ success: true, data: { uid: riderId, active } });
  }),
);
