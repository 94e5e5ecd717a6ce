import type { PlaceSuggestion } from '@dropwise/domain/places';
import type { PlaceQuery } from '@dropwise/domain/place-query';
import { type PlacesProvider, PlacesProviderError } from './places-provider.js';

/** Asks the primary provider and, when it fails, answers from the fallback (the gazetteer). */
export class FallbackPlaces implements PlacesProvider {
  readonly name: string;

  constructor(
    private readonly primary: PlacesProvider,
    private readonly fallback: PlacesProvider,
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {
    this.name = `${primary.name}+${fallback.name}`;
  }

  async search(query: PlaceQuery): Promise<PlaceSuggestion[]> {
    try {
      return await this.primary.search(query);
    } catch (error) {
      if (!(error instanceof PlacesProviderError)) throw error;
      this.log(`Place search fell back to ${this.fallback.name}: ${error.message}`);
      return this.fallback.search(query);
    }
  }

  /** Either provider's place: an id the customer chose while the fallback answered is its own. */
  async place(id: string): Promise<PlaceSuggestion | null> {
    try {
      const found = await this.primary.place(id);
      if (found) return found;
    } catch (error) {
      if (!(error instanceof PlacesProviderError)) throw error;
      this.log(`Place lookup fell back to ${this.fallback.name}: ${error.message}`);
    }
    return this.fallback.place(id);
  }
}
