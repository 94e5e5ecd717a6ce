import type { TrackingView } from '@domain/tracking';
import { type DataAnswer, request } from '../../../lib/api/request';

/**
 * GET /api/track/:token: the shared trip's public view (no account, no Firebase). An unknown,
 * stopped or expired link answers 404, thrown as an ApiError like every other failure.
 */
export async function getTrackedTrip(token: string): Promise<TrackingView> {
  return (await request<DataAnswer<TrackingView>>('GET', `/api/track/${encodeURIComponent(token)}`)).data;
}
