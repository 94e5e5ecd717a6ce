import * as tripApi from '@dropwise/domain/api/trip';
import type { AnswerOf } from '@dropwise/domain/api/endpoint';
import { TRACKING_HOLD_MS, type TrackingView } from '@dropwise/domain/tracking';
import { ApiError } from '@/lib/api/api-error';
import { readAnswer, request } from '@/lib/api/request';

/** A held call answers by the hold limit; past it and a normal call's wait, the call has stalled. */
const HELD_CALL_TIMEOUT_MS = TRACKING_HOLD_MS + 15_000;

/**
 * GET /api/track/:token: the shared trip's public view (no account, no Firebase). An unknown,
 * stopped or expired link answers 404, thrown as an ApiError like every other failure. `started`
 * is the same call begun by the page's HTML, used as is when it reached the server. `shown` is the
 * view the page shows: the server then answers once the trip differs from it (a long poll).
 */
export async function getTrackedTrip(
  token: string,
  started?: Promise<Response>,
  shown?: TrackingView,
): Promise<TrackingView> {
  if (started) {
    try {
      return (await readAnswer<AnswerOf<typeof tripApi.trackTrip>>(await started)).data;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The early call never got an answer (offline for a moment): ask again the usual way.
    }
  }
  if (!shown) return (await request(tripApi.trackTrip, { params: { token } })).data;
  const query = { after: shown.position?.at ?? 0, status: shown.status };
  return (await request(tripApi.trackTrip, { params: { token }, query, timeoutMs: HELD_CALL_TIMEOUT_MS }))
    .data;
}
