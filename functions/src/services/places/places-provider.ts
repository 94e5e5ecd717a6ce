import type { PlaceSuggestion } from '@dropwise/domain/places';
import type { PlaceQuery } from '@dropwise/domain/place-query';

/**
 * The one port place search goes through. Adapters: `GazetteerPlaces` (the bundled open-data
 * file; the emulators and the fallback) and `GoogleGeocodingPlaces` (a real geocoding service).
 */
export interface PlacesProvider {
  readonly name: string;
  search(query: PlaceQuery): Promise<PlaceSuggestion[]>;
  /** A place this provider answered a search with, by its id; null when it knows no such id. */
  place(id: string): Promise<PlaceSuggestion | null>;
}

/** A provider's failure that the caller may answer from another provider. */
export class PlacesProviderError extends Error {}
