import type { Request } from 'express';
import type * as tripApi from '@dropwise/domain/api/trip';
import { db } from '../../lib/firebase-admin.js';
import { trackTrip } from '../../services/trip/tracking-view.js';
import { parseParams } from '../parse-request.js';
import { NO_SHARED_TRIP, trackParams } from './trip-params.js';
import type { ResponseOf } from '../area-router.js';

/** GET /api/track/:token: the public tracking page's data; 404 for unknown, stopped or ended links. */
export async function trackTripHandler(
  req: Request,
  res: ResponseOf<typeof tripApi.trackTrip>,
): Promise<void> {
  const { token } = parseParams(trackParams, req, NO_SHARED_TRIP);
  res.set('Cache-Control', 'no-store');
  res.json({ success: true, data: await trackTrip(db, token) });
}
