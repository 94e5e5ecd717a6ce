import type { Request } from 'express';
import type * as tripApi from '@dropwise/domain/api/trip';
import { trackQuerySchema } from '@dropwise/domain/tracking-query';
import { settings } from '../../config/settings.js';
import { db } from '../../lib/firebase-admin.js';
import { trackTripAfter } from '../../services/trip/track-trip-after.js';
import { trackTrip } from '../../services/trip/tracking-view.js';
import { parseParams, parseQuery } from '../parse-request.js';
import { allowHoldBeyondBudget } from '../request-log.js';
import { NO_SHARED_TRIP, trackParams } from './trip-params.js';
import type { ResponseOf } from '../area-router.js';

/**
 * GET /api/track/:token: the public tracking page's data; 404 for unknown, stopped or ended links.
 * With `after` it is a long poll (services/trip/track-trip-after.ts), held up to
 * DROPWISE_TRACK_HOLD_MS, so its cut-off is that much later than other routes'.
 */
export async function trackTripHandler(
  req: Request,
  res: ResponseOf<typeof tripApi.trackTrip>,
): Promise<void> {
  const { token } = parseParams(trackParams, req, NO_SHARED_TRIP);
  const { after, status } = parseQuery(trackQuerySchema, req);
  res.set('Cache-Control', 'no-store');
  if (after === undefined) {
    res.json({ success: true, data: await trackTrip(db, token) });
    return;
  }
  const holdMs = settings.trackHoldMs();
  allowHoldBeyondBudget(res, holdMs);
  // The response's close, not the request's: the request has been read in full before this runs.
  const left = new AbortController();
  res.on('close', () => left.abort());
  const view = await trackTripAfter(db, token, { after, status }, holdMs, left.signal);
  if (view) res.json({ success: true, data: view });
}
