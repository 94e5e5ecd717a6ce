import type { Router } from 'express';
import { checkHealth, healthBase } from '@dropwise/domain/api/health';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { checkHealthHandler } from './check-health-handler.js';

/** /api/health: whether the function can reach Firestore. */
export function healthRouter(): Router {
  const { router, route } = areaRouter(healthBase);
  route(checkHealth, asyncRoute(checkHealthHandler));
  return router;
}
