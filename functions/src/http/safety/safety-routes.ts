import type { Router } from 'express';
import * as api from '@dropwise/domain/api/safety';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { withRole } from '../gates.js';
import { refuseBody, requireJsonBody } from '../body-checks.js';
import { acknowledgeSosHandler, closeSosHandler } from './sos-handlers.js';

/** /api/admin/sos: the safety desk's steps, platform admins only. */
export function sosDeskRouter(): Router {
  const { router, route } = areaRouter(api.sosAdminBase);
  const adminOnly = withRole('admin');
  route(api.acknowledgeSos, adminOnly, refuseBody, asyncRoute(acknowledgeSosHandler));
  route(api.closeSos, adminOnly, requireJsonBody, asyncRoute(closeSosHandler));
  return router;
}
