import type { Router } from 'express';
import * as api from '@dropwise/domain/api/trip';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { riderOnly, riderRecordLeftToCall } from '../gates.js';
import { requireJsonBody } from '../body-checks.js';
import { rateLimitInProcess } from '../rate-limit.js';
import { reportPositionHandler } from './report-position-handler.js';
import { setDutyHandler } from './set-duty-handler.js';
import { trackTripHandler } from './track-trip-handler.js';

/** /api/rider (duty and position): the rider's live trip; other rider routes may share the path. */
export function riderTripRouter(): Router {
  const { router, route } = areaRouter(api.riderBase);
  route(api.setDuty, requireJsonBody, riderOnly, asyncRoute(setDutyHandler));
  route(api.reportPosition, requireJsonBody, riderRecordLeftToCall, asyncRoute(reportPositionHandler));
  return router;
}

/** /api/track: the public tracking page's data, for anyone holding the link. */
export function trackRouter(): Router {
  const { router, route } = areaRouter(api.trackBase);
  route(api.trackTrip, rateLimitInProcess('tracking'), asyncRoute(trackTripHandler));
  return router;
}
