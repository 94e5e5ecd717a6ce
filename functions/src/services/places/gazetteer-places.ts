import { type Coordinates, distanceKm } from '@domain/fares';
import { foldText, type PlaceKind, type PlaceSuggestion, searchWords } from '@domain/places';
import { type PlaceQuery } from '@domain/place-query';
import type { PlacesProvider } from './places-provider.js';

export interface GazetteerEntry {
  id: string;
  name: string;
  area: string;
  city: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
}

interface IndexedPlace {
  place: PlaceSuggestion;
  foldedName: string;
  nameWords: string[];
  otherWords: string[];
}

/**
 * A match on the name beats a match found only in the area or city by this many km, so
 * "Kothrud" finds Kothrud first however far away the customer stands, while among equally good
 * matches the nearest comes first.
 */
const AREA_ONLY_PENALTY_KM = 50;

/**
 * Place search over the bundled gazetteer, in memory. Every word typed must begin a word of the
 * place's name, area or city, in any order, ignoring case and accents. Places are ranked by
 * match quality and, given `near`, by straight-line distance from it.
 */
export class GazetteerPlaces implements PlacesProvider {
  readonly name = 'gazetteer';
  private readonly index: IndexedPlace[];

  constructor(entries: readonly GazetteerEntry[]) {
    this.index = entries.map((entry) => ({
      place: {
        id: entry.id,
        name: entry.name,
        area: entry.area,
        city: entry.city,
        kind: entry.kind,
        coordinates: { lat: entry.lat, lng: entry.lng },
      },
      foldedName: foldText(entry.name),
      nameWords: searchWords(entry.name),
      otherWords: searchWords(`${entry.area} ${entry.city}`),
    }));
  }

  get size(): number {
    return this.index.length;
  }

  async search(query: PlaceQuery): Promise<PlaceSuggestion[]> {
    return this.searchNow(query);
  }

  /** The search itself, synchronous: what the benchmark and the 50 ms budget measure. */
  searchNow({ q, near, limit }: PlaceQuery): PlaceSuggestion[] {
    const words = searchWords(q);
    const folded = words.join(' ');
    const scored: Array<{ entry: IndexedPlace; score: number; distance: number | undefined }> = [];
    for (const entry of this.index) {
      const score = words.length === 0 ? 0 : matchScore(entry, words, folded);
      if (score === null) continue;
      const distance = near ? distanceKm(near, entry.place.coordinates) : undefined;
      scored.push({ entry, score: score + (distance ?? 0), distance });
    }
    scored.sort(
      (a, b) =>
        a.score - b.score ||
        a.entry.place.name.length - b.entry.place.name.length ||
        a.entry.place.name.localeCompare(b.entry.place.name),
    );
    return scored.slice(0, limit).map(({ entry, distance }) => withDistance(entry.place, distance));
  }

  /** The known place closest to a point ("use my location"). */
  nearest(point: Coordinates): PlaceSuggestion | undefined {
    return this.searchNow({ q: '', near: point, limit: 1 })[0];
  }
}

/** Lower is better; null when some typed word begins no word of the place. */
function matchScore(entry: IndexedPlace, words: string[], folded: string): number | null {
  let areaOnly = false;
  for (const word of words) {
    if (entry.nameWords.some((candidate) => candidate.startsWith(word))) continue;
    if (entry.otherWords.some((candidate) => candidate.startsWith(word))) {
      areaOnly = true;
      continue;
    }
    return null;
  }
  // The name starting with what was typed, in order, is the best match of all.
  const inOrder = entry.foldedName.startsWith(folded) ? 0 : 1;
  return (areaOnly ? AREA_ONLY_PENALTY_KM : 0) + inOrder;
}

function withDistance(place: PlaceSuggestion, distance: number | undefined): PlaceSuggestion {
  return distance === undefined ? { ...place } : { ...place, distanceKm: distance };
}
