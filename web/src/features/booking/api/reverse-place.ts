import * as placesApi from '@dropwise/domain/api/places';
import type { Coordinates } from '@dropwise/domain/fares';
import type { ReversePlace } from '@dropwise/domain/places';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { ReversePlace };

/** The known place nearest a position, named (`GET /api/places/reverse`); null when none is near. */
export async function reversePlace(auth: Auth, point: Coordinates): Promise<ReversePlace | null> {
  const query = { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5) };
  return (await request(placesApi.reversePlace, { auth, query })).data;
}
