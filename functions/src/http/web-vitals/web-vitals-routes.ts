import type { Router } from 'express';
import * as api from '@dropwise/domain/api/web-vitals';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { withRole } from '../gates.js';
import { requireJsonBody } from '../body-checks.js';
import { rateLimit } from '../rate-limit.js';
import { getSiteSpeedHandler } from './get-site-speed-handler.js';
import { recordWebVitalHandler } from './record-web-vital-handler.js';

/** /api/vitals: browsers report Core Web Vitals, anonymously. */
export function webVitalsRouter(): Router {
  const { router, route } = areaRouter(api.vitalsBase);
  route(api.recordWebVital, rateLimit('webVitals'), requireJsonBody, asyncRoute(recordWebVitalHandler));
  return router;
}

/** /api/admin/vitals: the Site speed summary, mounted before the rest of /api/admin. */
export function siteSpeedRouter(): Router {
  const { router, route } = areaRouter(api.siteSpeedBase);
  route(api.siteSpeed, withRole('admin'), asyncRoute(getSiteSpeedHandler));
  return router;
}
