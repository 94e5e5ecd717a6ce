import type { Coordinates } from '@domain/fares';
import type { PlaceSuggestion } from '@domain/places';
import { useMemo } from 'react';
import { useAuth } from 'reactfire';
import { searchPlaces } from '../api/search-places';

/** What the places step needs to look places up; the app's comes from the API. */
export interface PlaceFinder {
  search(text: string, near: Coordinates | null): Promise<PlaceSuggestion[]>;
  nearest(point: Coordinates): Promise<PlaceSuggestion | undefined>;
}

export function usePlaceFinder(): PlaceFinder {
  const auth = useAuth();
  return useMemo(
    () => ({
      search: (q, near) => searchPlaces(auth, { q, near }),
      nearest: async (near) => (await searchPlaces(auth, { near, limit: 1 }))[0],
    }),
    [auth],
  );
}
