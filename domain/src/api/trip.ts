import type { z } from 'zod';
import type { dutyRequestSchema, PositionReport } from '../rider-duty.js';
import type { TrackingView } from '../tracking.js';
import type { trackQuerySchema } from '../tracking-query.js';
import { type DataAnswer, type DoneAnswer, endpoint, type QueryFields } from './endpoint.js';

/** Where the rider's duty switch and position reports are mounted. */
export const riderBase = '/api/rider';

export const setDuty = endpoint<DataAnswer<{ onDuty: boolean }>, z.input<typeof dutyRequestSchema>>()(
  'POST',
  '/api/rider/duty',
);

/** One fix while on duty (409 when the server has the rider off duty). */
export const reportPosition = endpoint<DoneAnswer, PositionReport>()('POST', '/api/rider/position');

/** Where the public tracking page's data is mounted. */
export const trackBase = '/api/track';

/**
 * A shared trip's public view; 404 for an unknown, stopped or ended link. With `after` (and
 * `status`), what the page shows now, it waits for a change (a long poll; docs/trip.md).
 */
export const trackTrip = endpoint<
  DataAnswer<TrackingView>,
  undefined,
  QueryFields<typeof trackQuerySchema>
>()('GET', '/api/track/:token');
