import type { PlaceKind } from '../../domain/src/places.js';
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
