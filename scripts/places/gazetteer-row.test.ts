import { describe, expect, it } from 'vitest';
import { dedupe, type GazetteerRow } from './gazetteer-row';
import { madeUpRow } from './gazetteer-row-for-tests';

// Rank 1, below the rank 2 a place told again carries, so keeping the higher rank shows.
const row = (id: string, name: string, kmNorth: number, extra: Partial<GazetteerRow> = {}) =>
  madeUpRow(id, name, kmNorth, { kind: 'temple', rank: 1, ...extra });

describe('dedupe', () => {
  it('keeps one row for a place told twice nearby, with both rows’ other names and the higher rank', () => {
    const rows = dedupe([
      row('a', 'Alpha Mandir', 1, { alt: ['अल्फा मंदिर'] }),
      row('b', 'alpha  mandir', 1.5, { alt: ['Alpha Temple'], rank: 2 }),
    ]);
    expect(rows.map((place) => place.id)).toEqual(['a']);
    expect(rows[0]!.alt).toEqual(['अल्फा मंदिर', 'Alpha Temple']);
    expect(rows[0]!.rank).toBe(2);
  });

  it('keeps namesakes further apart than a place is wide', () => {
    expect(dedupe([row('a', 'Alpha Mandir', 1), row('b', 'Alpha Mandir', 4)])).toHaveLength(2);
  });

  it('tells places named only in Devanagari apart by their names', () => {
    const rows = dedupe([
      row('a', 'साई बाबा देऊळ', 1),
      row('b', 'कन्नू की चाय', 1.2, { alt: ['Kannu ki chai'] }),
      row('c', 'साई बाबा देऊळ', 1.4),
    ]);
    expect(rows.map((place) => place.id)).toEqual(['a', 'b']);
    expect(rows[0]!.alt).toBeUndefined();
  });
});
