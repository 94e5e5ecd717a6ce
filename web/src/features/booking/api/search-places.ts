import type { Coordinates } from '@dropwise/domain/fares';
import type { PlaceSuggestion } from '@dropwise/domain/places';
import type { Auth } from 'firebase/auth';
import { type DataAnswer, request } from '@/lib/api/request';

export type { PlaceSuggestion };

export interface PlaceSearch {
  q?: string;
  near?: Coordinates | null;
  limit?: number;
}

/** Named places with coordinates (`GET /api/places`): by text, by nearness, or both. */
export async function searchPlaces(
  auth: Auth,
  { q = '', near, limit }: PlaceSearch,
): Promise<PlaceSuggestion[]> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (near) params.set('near', `${near.lat.toFixed(5)},${near.lng.toFixed(5)}`);
  if (limit) params.set('limit', String(limit));
  return (await request<DataAnswer<PlaceSuggestion[]>>('GET', `/api/places?${params}`, { auth })).data;
}
