/**
 * The prominence rank a row ships with: its kind's rank (place-kinds.ts), raised when the place
 * is well known and lowered when it lies far from its city centre. Search without a `near` point
 * (the pickup field) has nothing else to tell the place meant from its namesakes, so it is
 * decided here, once, from the data. Pure.
 */
import { foldText } from '../../domain/src/places.js';
import { DEMO_CITIES } from './gazetteer-rules';
import type { GazetteerRow } from './gazetteer-row';

/** A Wikidata item means somebody wrote the place up: a fort, a hill, a big station. */
const WIKIDATA_BONUS = 1;
/** Places named after a place (or placed "near" it) make it known: up to this much for ~100 of them. */
const NAMED_AFTER_MAX = 1;
/** Within this of the centre distance costs nothing; a city is this wide. */
const FREE_KM = 12;
/** Beyond FREE_KM, one step of rank per this many km: a namesake village 26 km out loses one. */
const KM_PER_RANK = 14;
/** A station with a Wikidata item: kind 3, plus the bonus. */
export const MAX_RANK = 4;

/**
 * A bus stop is named after whatever stands by it and is "near" the closest locality: it tells
 * where the stop is, not that the place is known. Thousands of them would count road density.
 */
const witnesses = (row: GazetteerRow) => row.type !== 'bus stop';

/** How many other rows of its city carry its whole name in theirs, or are placed "near" it. */
export function namedAfterCounts(rows: readonly GazetteerRow[]): number[] {
  const folded = rows.map((row) => ` ${foldText(row.name)} `);
  const byWord = new Map<string, number[]>();
  folded.forEach((name, at) => {
    if (!witnesses(rows[at]!)) return;
    for (const word of new Set(name.trim().split(' '))) {
      const list = byWord.get(`${rows[at]!.city}:${word}`) ?? [];
      list.push(at);
      byWord.set(`${rows[at]!.city}:${word}`, list);
    }
  });
  // withAreas writes "…, near Kothrud": the locality it names is where those places are.
  const nearCounts = new Map<string, number>();
  for (const row of rows.filter(witnesses)) {
    const near = /(?:^|, )near (.+)$/.exec(row.area)?.[1];
    if (near)
      nearCounts.set(
        `${row.city}:${foldText(near)}`,
        (nearCounts.get(`${row.city}:${foldText(near)}`) ?? 0) + 1,
      );
  }
  return rows.map((row, at) => {
    const name = folded[at]!;
    const first = name.trim().split(' ')[0] ?? '';
    // Names of one or two letters are found inside too many others to mean anything.
    if (name.trim().length < 4) return 0;
    const containing = (byWord.get(`${row.city}:${first}`) ?? []).filter(
      (other) => folded[other] !== name && folded[other]!.includes(name),
    ).length;
    return containing + (nearCounts.get(`${row.city}:${name.trim()}`) ?? 0);
  });
}

function kmFromCentre(row: GazetteerRow): number {
  const centre = DEMO_CITIES.find((city) => city.name === row.city)?.centre ?? row;
  const dLat = row.lat - centre.lat;
  const dLng = (row.lng - centre.lng) * Math.cos((centre.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng) * 111.2;
}

/** Rows with their final rank (one decimal), the Wikidata id dropped: the search needs only the rank. */
export function withProminence(rows: readonly GazetteerRow[]): GazetteerRow[] {
  const counts = namedAfterCounts(rows);
  return rows.map((row, at) => {
    const { wikidata, ...place } = row;
    const namedAfter = Math.min(NAMED_AFTER_MAX, Math.log10(1 + counts[at]!) / 2);
    const far = Math.max(0, kmFromCentre(row) - FREE_KM) / KM_PER_RANK;
    const rank = row.rank + (wikidata ? WIKIDATA_BONUS : 0) + namedAfter - far;
    return { ...place, rank: Math.round(Math.min(MAX_RANK, Math.max(0, rank)) * 10) / 10 };
  });
}
