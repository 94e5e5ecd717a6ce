import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './icu-catalogue-plugin';

describe('compileCatalogue', () => {
  it('keeps plain messages as strings and parses the others', () => {
    const compiled = compileCatalogue(
      { plain: 'Book a ride', count: '{n, plural, one {# ride} other {# rides}}' },
      'x.json',
    );
    expect(compiled.plain).toBe('Book a ride');
    expect(Array.isArray(compiled.count)).toBe(true);
  });

  it('names the key of a message that does not parse', () => {
    expect(() => compileCatalogue({ broken: 'Hello {name' }, 'hi.json')).toThrow(/hi\.json: "broken"/);
  });

  it('refuses a value that is not a string', () => {
    expect(() => compileCatalogue({ nested: { a: 'b' } }, 'en.json')).toThrow(/"nested" is not a string/);
  });
});
