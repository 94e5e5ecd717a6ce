import { describe, expect, it } from 'vitest';
import { bundledGazetteer } from '../../functions/src/services/places/bundled-gazetteer.js';
import { FIRST_ANSWERS, type HeldOutMode, readHeldOutSearches, scoreHeldOut } from './held-out';

/**
 * The held-out searches (held-out-searches.tsv, written from source lists, never from
 * places.json) against the bundled gazetteer. The floors are the shares reached, rounded down to
 * a whole percent: a build or ranking change that finds fewer places meant fails here. Raise
 * them when the figures rise (`npm run bench:places` prints them).
 */
const FLOORS: Record<HeldOutMode, Record<string, { topFive: number; first: number }>> = {
  text: { Pune: { topFive: 94, first: 88 }, Agra: { topFive: 93, first: 90 } },
  'in-city': { Pune: { topFive: 93, first: 84 }, Agra: { topFive: 94, first: 89 } },
};

const places = bundledGazetteer();
const rows = readHeldOutSearches();

describe.each(['text', 'in-city'] as const)('held-out searches sent as %s', (mode) => {
  const scores = scoreHeldOut((query) => places.searchNow(query), mode, rows);

  it.each(Object.keys(FLOORS[mode]))(
    `%s: the place meant in the first ${FIRST_ANSWERS} answers, and first, no less often than before`,
    (city) => {
      const score = scores.find((one) => one.city === city);
      const floor = FLOORS[mode][city]!;
      expect(score?.searches).toBeGreaterThan(300);
      const missed = score?.missed.slice(0, 20).map((row) => row.query);
      expect(Math.floor((score?.topFive ?? 0) * 100), `missed: ${missed?.join('; ')}`).toBeGreaterThanOrEqual(
        floor.topFive,
      );
      expect(Math.floor((score?.first ?? 0) * 100)).toBeGreaterThanOrEqual(floor.first);
    },
  );
});
