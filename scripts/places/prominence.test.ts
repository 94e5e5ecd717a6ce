import { describe, expect, it } from 'vitest';
import { madeUpRow as row } from './gazetteer-row-for-tests';
import { MAX_RANK, namedAfterCounts, withProminence } from './prominence';

describe('prominence', () => {
  it('counts the places named after a place or placed near it, not its namesakes', () => {
    const rows = [
      row('a', 'Alpha', 1),
      row('b', 'Alpha Depot', 1),
      row('c', 'Cafe', 1, { area: 'Main Road, near Alpha' }),
      row('d', 'Alpha', 3),
    ];
    expect(namedAfterCounts(rows)).toEqual([2, 0, 0, 2]);
  });

  it('takes no bus stop for a sign that the place it is named after or near is known', () => {
    const rows = [
      row('a', 'Alpha', 1),
      row('b', 'Alpha Chowk', 1, { type: 'bus stop' }),
      row('c', 'Beta Colony', 1, { type: 'bus stop', area: 'near Alpha' }),
    ];
    expect(namedAfterCounts(rows)).toEqual([0, 0, 0]);
  });

  it('lowers a namesake far from the centre and raises a place with a Wikidata item', () => {
    const [near, far, famous] = withProminence([
      row('near', 'Beta', 2),
      row('far', 'Beta', 30),
      row('famous', 'Gamma', 2, { wikidata: 'Q1' }),
    ]);
    expect(far!.rank).toBeLessThan(near!.rank - 1);
    expect(famous!.rank).toBe(3);
    expect(famous).not.toHaveProperty('wikidata');
  });

  it('keeps ranks within 0 and MAX_RANK, to one decimal', () => {
    const ranks = withProminence([
      row('top', 'Delta', 1, { rank: 3, wikidata: 'Q2' }),
      row('low', 'Epsilon', 39, { rank: 0 }),
    ]).map((place) => place.rank);
    expect(ranks).toEqual([MAX_RANK, 0]);
  });
});
