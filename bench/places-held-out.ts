/**
 * The held-out half of `npm run bench:places`: scripts/places/held-out-searches.tsv (searches
 * written from source lists, not from places.json) against the bundled gazetteer, per city, as
 * the pickup field sends them (text alone) and as the drop-off field does (near the city).
 * Goals: the place meant within 1 km of one of the first 5 answers for 95 % of searches, of the
 * first answer for 80 %. Printed, not enforced here: the unit test holds the floor reached.
 */
import type { PlaceQuery } from '../domain/src/place-query.js';
import type { PlaceSuggestion } from '../domain/src/places.js';
import {
  FIRST_ANSWERS,
  FOUND_WITHIN_KM,
  GOALS,
  type HeldOutMode,
  readHeldOutSearches,
  scoreHeldOut,
} from '../scripts/places/held-out.js';

const MODES: Array<[HeldOutMode, string]> = [
  ['text', 'text alone (pickup field)'],
  ['in-city', 'near the city centre (drop-off field)'],
];

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const verdict = (share: number, goal: number) => (share >= goal ? 'MET' : 'MISSED');

export function reportHeldOut(search: (query: PlaceQuery) => PlaceSuggestion[]): void {
  const rows = readHeldOutSearches();
  console.log(
    `\nHeld-out searches (scripts/places/held-out-searches.tsv, ${rows.length}): expected point within ${FOUND_WITHIN_KM} km`,
  );
  console.log(
    `| city | sent as | searches | in first ${FIRST_ANSWERS} (goal ${GOALS.topFive * 100} %) | first (goal ${GOALS.first * 100} %) |`,
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const [mode, label] of MODES) {
    for (const city of scoreHeldOut(search, mode, rows)) {
      console.log(
        `| ${city.city} | ${label} | ${city.searches} | ${percent(city.topFive)} ${verdict(city.topFive, GOALS.topFive)} | ${percent(city.first)} ${verdict(city.first, GOALS.first)} |`,
      );
    }
  }
}
