import { describe, expect, it } from 'vitest';
import { distanceKm } from '@dropwise/domain/fares';
import { placeQuerySchema } from '@dropwise/domain/place-query';
import { bundledGazetteer } from './bundled-gazetteer.js';
import table from './everyday-searches.json';

/**
 * The search test table (scripts/places/build-search-table.ts): everyday searches and spelling
 * variants per demo city, each with the point of the place it means, taken from the source row.
 * A search is found when one of its first five answers lies within 1 km of that point.
 */
const FOUND_WITHIN_KM = 1;
const FIRST_ANSWERS = 5;
const REQUIRED_SHARE = 0.95;

const places = bundledGazetteer();
const found = (entry: (typeof table)[number]) =>
  places
    .searchNow(placeQuerySchema.parse({ q: entry.q, limit: String(FIRST_ANSWERS) }))
    .some((place) => distanceKm(place.coordinates, entry.expect) <= FOUND_WITHIN_KM);

describe.each(['Pune', 'Agra'])('everyday searches in %s', (city) => {
  const cases = table.filter((entry) => entry.city === city);

  it('has at least 150 searches, with spelling variants and Devanagari names among them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    const kinds = new Set(cases.map((entry) => entry.how));
    expect([...kinds]).toEqual(expect.arrayContaining(['everyday', 'slip', 'reversed', 'devanagari']));
  });

  it(`finds at least ${REQUIRED_SHARE * 100} % within the first ${FIRST_ANSWERS} answers, within ${FOUND_WITHIN_KM} km`, () => {
    const missed = cases.filter((entry) => !found(entry)).map((entry) => `${entry.q} (${entry.expect.name})`);
    const share = 1 - missed.length / cases.length;
    expect(share, `missed: ${missed.join('; ')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it(`finds at least ${REQUIRED_SHARE * 100} % of the hand-picked everyday searches alone`, () => {
    const everyday = cases.filter((entry) => entry.how === 'everyday');
    const missed = everyday.filter((entry) => !found(entry)).map((entry) => entry.q);
    expect(1 - missed.length / everyday.length, `missed: ${missed.join('; ')}`).toBeGreaterThanOrEqual(
      REQUIRED_SHARE,
    );
  });
});
