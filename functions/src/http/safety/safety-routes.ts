import type { Router } from 'express';
import * as api from '@dropwise/domain/api/safety';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { withRole } from '../gates.js';
import { requireJsonBody } from '../body-checks.js';
import { acknowledgeSosHandler, closeSosHandler } from './sos-handlers.js';

/** /api/admin/sos: the safety desk's steps, platform admins only. */
export function sosDeskRouter(): Router {
  const { router, route } = areaRouter(api.sosAdminBase);
  const adminOnly = withRole('admin');
  // Takes nothing; like accepting an offer, whatever is sent (`{}` from some clients) is not read.
  route(api.acknowledgeSos, adminOnly, asyncRoute(acknowledgeSosHandler));
  route(api.closeSos, adminOnly, requireJsonBody, asyncRoute(closeSosHandler));
  return router;
}
