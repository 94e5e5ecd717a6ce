import type { Coordinates } from '@dropwise/domain/fares';
import type { PlaceSuggestion, ReversePlace } from '@dropwise/domain/places';
import { useMemo } from 'react';
import { useAuth } from '@/lib/firebase/instances';
import { reversePlace } from '@/features/booking/api/reverse-place';
import { searchPlaces } from '@/features/booking/api/search-places';

/** What the places step needs to look places up; the app's comes from the API. */
export interface PlaceFinder {
  search(text: string, near: Coordinates | null): Promise<PlaceSuggestion[]>;
  /** The known place nearest a position, named ("Near Swargate ..., Pune"); null when none is near. */
  nearest(point: Coordinates): Promise<ReversePlace | null>;
}

export function usePlaceFinder(): PlaceFinder {
  const auth = useAuth();
  return useMemo(
    () => ({
      search: (q, near) => searchPlaces(auth, { q, near }),
      nearest: (point) => reversePlace(auth, point),
    }),
    [auth],
  );
}
