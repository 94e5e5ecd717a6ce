import * as tripApi from '@dropwise/domain/api/trip';
import type { AnswerOf } from '@dropwise/domain/api/endpoint';
import type { TrackingView } from '@dropwise/domain/tracking';
import { ApiError } from '@/lib/api/api-error';
import { readAnswer, request } from '@/lib/api/request';

/**
 * GET /api/track/:token: the shared trip's public view (no account, no Firebase). An unknown,
 * stopped or expired link answers 404, thrown as an ApiError like every other failure. `started`
 * is the same call begun by the page's HTML, used as is when it reached the server.
 */
export async function getTrackedTrip(token: string, started?: Promise<Response>): Promise<TrackingView> {
  if (started) {
    try {
      return (await readAnswer<AnswerOf<typeof tripApi.trackTrip>>(await started)).data;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The early call never got an answer (offline for a moment): ask again the usual way.
    }
  }
  return (await request(tripApi.trackTrip, { params: { token } })).data;
}
