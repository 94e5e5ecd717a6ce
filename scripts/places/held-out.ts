/**
 * Scores the gazetteer search against held-out-searches.tsv: searches written from source lists,
 * not from places.json, each with the point it should find. Used by `npm run bench:places` and by
 * held-out-searches.test.ts (which holds the floor reached, so a ranking regression fails).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { distanceKm } from '../../domain/src/fares.js';
import { placeQuerySchema } from '../../domain/src/place-query.js';
import type { PlaceSuggestion } from '../../domain/src/places.js';
import { DEMO_CITIES } from './gazetteer-rules';

const tableFile = fileURLToPath(new URL('./held-out-searches.tsv', import.meta.url));

/** An answer this close to the expected point is the place meant (a pincode area is 1-3 km). */
export const FOUND_WITHIN_KM = 1;
/** How many answers the booking field shows without scrolling. */
export const FIRST_ANSWERS = 5;
export const GOALS = { topFive: 0.95, first: 0.8 } as const;

export interface HeldOutSearch {
  city: string;
  query: string;
  lat: number;
  lng: number;
  kind: string;
  source: string;
}

export function readHeldOutSearches(text = readFileSync(tableFile, 'utf8')): HeldOutSearch[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('city\t'))
    .map((line) => {
      const [city = '', query = '', lat, lng, kind = '', source = ''] = line.split('\t');
      return { city, query, lat: Number(lat), lng: Number(lng), kind, source };
    });
}

export interface CityScore {
  city: string;
  searches: number;
  /** Share whose expected point is within FOUND_WITHIN_KM of one of the first FIRST_ANSWERS. */
  topFive: number;
  /** Share whose first answer is within FOUND_WITHIN_KM of the expected point. */
  first: number;
  missed: HeldOutSearch[];
}

/**
 * Two ways a search is sent: `text` as the booking's pickup field sends it, the text alone (the
 * customer's position is not known yet), so the gazetteer's own ranking decides; `in-city` as the
 * drop-off field sends it once a pickup in that city is chosen, with `near` (here the city centre).
 */
export type HeldOutMode = 'text' | 'in-city';

export function scoreHeldOut(
  search: (query: ReturnType<typeof placeQuerySchema.parse>) => PlaceSuggestion[],
  mode: HeldOutMode,
  rows: HeldOutSearch[] = readHeldOutSearches(),
): CityScore[] {
  const cities = [...new Set(rows.map((row) => row.city))];
  return cities.map((city) => {
    const cases = rows.filter((row) => row.city === city);
    const centre = DEMO_CITIES.find((demo) => demo.name === city)?.centre;
    const near = mode === 'in-city' && centre ? { near: `${centre.lat},${centre.lng}` } : {};
    let first = 0;
    const missed: HeldOutSearch[] = [];
    for (const row of cases) {
      const answers = search(placeQuerySchema.parse({ q: row.query, limit: String(FIRST_ANSWERS), ...near }));
      const hits = answers.map((place) => distanceKm(place.coordinates, row) <= FOUND_WITHIN_KM);
      if (hits[0]) first++;
      if (!hits.some(Boolean)) missed.push(row);
    }
    const count = cases.length;
    return { city, searches: count, topFive: 1 - missed.length / count, first: first / count, missed };
  });
}
