import * as placesApi from '@dropwise/domain/api/places';
import type { Coordinates } from '@dropwise/domain/fares';
import type { PlaceSuggestion } from '@dropwise/domain/places';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

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
  const query = {
    q,
    near: near ? `${near.lat.toFixed(5)},${near.lng.toFixed(5)}` : undefined,
    limit: limit || undefined,
  };
  return (await request(placesApi.searchPlaces, { auth, query })).data;
}
