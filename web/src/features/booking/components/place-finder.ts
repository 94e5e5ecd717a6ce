import type { Coordinates } from '@domain/fares';
import type { PlaceSuggestion } from '@domain/places';
import type { User } from 'firebase/auth';
import { useMemo } from 'react';
import { searchPlaces } from '../api/search-places';

/** What the places step needs to look places up; the app's comes from the API. */
export interface PlaceFinder {
  search(text: string, near: Coordinates | null): Promise<PlaceSuggestion[]>;
  nearest(point: Coordinates): Promise<PlaceSuggestion | undefined>;
}

export function usePlaceFinder(user: User): PlaceFinder {
  return useMemo(
    () => ({
      search: (q, near) => searchPlaces(user, { q, near }),
      nearest: async (near) => (await searchPlaces(user, { near, limit: 1 }))[0],
    }),
    [user],
  );
}
