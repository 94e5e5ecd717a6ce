import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { reportingRider, riderOnly } from '../gates.js';
import { requireJsonBody } from '../body-checks.js';
import { rateLimitInProcess } from '../rate-limit.js';
import { reportPositionHandler } from './report-position-handler.js';
import { setDutyHandler } from './set-duty-handler.js';
import { trackTripHandler } from './track-trip-handler.js';

/** /api/rider (duty and position): the rider's live trip; other rider routes may share the path. */
export function riderTripRouter(): Router {
  const rider = Router();
  rider.post('/duty', requireJsonBody, riderOnly, asyncRoute(setDutyHandler));
  rider.post('/position', requireJsonBody, reportingRider, asyncRoute(reportPositionHandler));
  return rider;
}

/** /api/track: the public tracking page's data, for anyone holding the link. */
export function trackRouter(): Router {
  const track = Router();
  track.get('/:token', rateLimitInProcess('tracking'), asyncRoute(trackTripHandler));
  return track;
}
