import { describe, expect, it } from 'vitest';
import { foldText, placeLabel } from './places.js';
import { placeQuerySchema } from './place-query.js';

describe('place query', () => {
  it('takes text, a near point and a limit, with defaults', () => {
    expect(placeQuerySchema.parse({ q: '  Kothrud ', near: '18.5,73.8' })).toEqual({
      q: 'Kothrud',
      near: { lat: 18.5, lng: 73.8 },
      limit: 8,
    });
    expect(placeQuerySchema.parse({ near: '27.17, 78.01', limit: '3' })).toMatchObject({ q: '', limit: 3 });
  });

  it('refuses no text and no point, a bad point, a huge limit, repeated or unknown keys', () => {
    const fields = (query: unknown) => {
      const parsed = placeQuerySchema.safeParse(query);
      return parsed.success ? null : parsed.error.issues.map((issue) => issue.path.join('.') || '_');
    };
    expect(fields({})).toEqual(['q']);
    expect(fields({ q: 'a', near: '95,10' })).toEqual(['near']);
    expect(fields({ q: 'a', near: 'here' })).toEqual(['near']);
    expect(fields({ q: 'a', limit: '500' })).toEqual(['limit']);
    expect(fields({ q: ['a', 'b'] })).toEqual(['q']);
    expect(fields({ q: 'x'.repeat(101) })).toEqual(['q']);
    expect(fields({ q: 'a', admin: '1' })).toEqual(['_']);
  });
});

describe('text folding', () => {
  it('ignores case, accents and punctuation', () => {
    expect(foldText('Dayāl-Bāgh')).toBe('dayal bagh');
    expect(foldText('  FĪROZĀBĀD ')).toBe('firozabad');
  });

  it('labels a place with its area once', () => {
    expect(placeLabel({ name: 'Kothrud', area: 'Haveli, Pune 411038', city: 'Pune' })).toBe(
      'Kothrud, Haveli, Pune 411038',
    );
    expect(placeLabel({ name: 'Agra', area: 'Agra district', city: 'Agra' })).toBe('Agra, Agra district');
    expect(placeLabel({ name: 'Dehu', area: 'Haveli', city: 'Pune' })).toBe('Dehu, Haveli, Pune');
  });
});
