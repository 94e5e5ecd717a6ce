import type { Router } from 'express';
import { counterBase, countVisit } from '@dropwise/domain/api/education';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { rateLimitInProcess } from '../rate-limit.js';
import { countVisitHandler } from './count-visit-handler.js';

/** /counter: the public visit counter, in a module of its own so a visit loads nothing else. */
export function counterRouter(): Router {
  const { router, route } = areaRouter(counterBase);
  route(countVisit, rateLimitInProcess('visitCounter'), asyncRoute(countVisitHandler));
  return router;
}
