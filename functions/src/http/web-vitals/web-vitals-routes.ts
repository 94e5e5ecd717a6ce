import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { withRole } from '../gates.js';
import { requireJsonBody } from '../body-checks.js';
import { rateLimit } from '../rate-limit.js';
import { getSiteSpeedHandler } from './get-site-speed-handler.js';
import { recordWebVitalHandler } from './record-web-vital-handler.js';

/** /api/vitals: browsers report Core Web Vitals, anonymously. */
export function webVitalsRouter(): Router {
  const vitals = Router();
  vitals.post('/', rateLimit('webVitals'), requireJsonBody, asyncRoute(recordWebVitalHandler));
  return vitals;
}

/** /api/admin/vitals: the Site speed summary, mounted before the rest of /api/admin. */
export function siteSpeedRouter(): Router {
  const siteSpeed = Router();
  siteSpeed.get('/', withRole('admin'), asyncRoute(getSiteSpeedHandler));
  return siteSpeed;
}
