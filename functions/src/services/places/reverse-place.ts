import { type Coordinates, distanceKm } from '@dropwise/domain/fares';
import { nearLabel, type ReversePlace } from '@dropwise/domain/places';
import { REVERSE_MAX_KM } from '@dropwise/domain/place-query';
import type { PlacesProvider } from './places-provider.js';

/**
 * The known place nearest a point ("use my location"), through whichever provider is configured
 * (a search with no text and only `near` answers nearest first, in every adapter), or null when
 * nothing known is within REVERSE_MAX_KM.
 */
export async function reversePlace(
  provider: PlacesProvider,
  point: Coordinates,
): Promise<ReversePlace | null> {
  const [place] = await provider.search({ q: '', near: point, limit: 1 });
  if (!place) return null;
  const distance = place.distanceKm ?? distanceKm(point, place.coordinates);
  if (distance > REVERSE_MAX_KM) return null;
  return {
    place: { ...place, distanceKm: distance },
    distanceKm: distance,
    label: nearLabel(place, distance),
  };
}
