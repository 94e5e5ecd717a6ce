import { foldText, type PlaceKind } from '../../domain/src/places.js';
import { type DemoCity, DEMO_CITIES, withinKm } from './gazetteer-rules';

/** A place as the bundled gazetteer holds it. */
export interface GazetteerRow {
  id: string;
  name: string;
  area: string;
  city: DemoCity['name'];
  kind: PlaceKind;
  lat: number;
  lng: number;
  /** What the place is, in words a customer might type ("railway station", "museum"). */
  type?: string;
  /** Other names and spellings, Devanagari included, from the sources. */
  alt?: string[];
  /**
   * Prominence, 0 (a café) to 3 (a station, a town) by kind, then raised for a Wikidata item or
   * places named after it and lowered far from the city centre (prominence.ts): ranks
   * same-named places.
   */
  rank: number;
  /** The source's Wikidata item, while building only: prominence.ts turns it into rank. */
  wikidata?: string;
}

export function cityOf(lat: number, lng: number, radiusKm: (city: DemoCity) => number): DemoCity | undefined {
  return DEMO_CITIES.find((city) => withinKm(city.centre, { lat, lng }, radiusKm(city)));
}

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function round(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** Places of the same name closer than this are one place told twice (two sources, two nodes). */
const SAME_PLACE_KM = 1.5;

/**
 * One row per place: a later row of the same name within SAME_PLACE_KM of an earlier one is
 * dropped, its alternative names kept. The first row told wins, so rows come in the caller's
 * order of trust (build-gazetteer.ts: the inputs, stations first, then towns, post offices, and
 * last the inputs' localities).
 */
export function dedupe(rows: GazetteerRow[]): GazetteerRow[] {
  const kept = new Map<string, GazetteerRow[]>();
  const result: GazetteerRow[] = [];
  for (const row of rows) {
    // Folded, not slugged: a slug keeps Latin letters only, so every Devanagari name would be one.
    const key = `${row.city}:${foldText(row.name)}`;
    const same = kept.get(key) ?? [];
    const earlier = same.find((other) => withinKm(other, row, SAME_PLACE_KM));
    if (earlier) {
      const alt = [...new Set([...(earlier.alt ?? []), ...(row.alt ?? [])])];
      if (alt.length) earlier.alt = alt;
      earlier.rank = Math.max(earlier.rank, row.rank);
      // A shop-like "landmark" told again as a locality or station is that locality or station.
      if (earlier.kind === 'landmark' && row.kind !== 'landmark') earlier.kind = row.kind;
      if (!earlier.wikidata && row.wikidata) earlier.wikidata = row.wikidata;
      continue;
    }
    same.push(row);
    kept.set(key, same);
    result.push(row);
  }
  return result;
}
