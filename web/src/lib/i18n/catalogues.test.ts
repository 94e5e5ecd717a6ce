import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { languages } from '@dropwise/domain/languages';
import { englishOnlyAreas } from './catalogue-loaders';

// './messages', not 'messages': a bare `messages` reads as the texts' Firestore collection.
const root = join(import.meta.dirname, './messages');
const areas = readdirSync(root);
const read = (area: string, lang: string) =>
  JSON.parse(readFileSync(join(root, area, `${lang}.json`), 'utf8')) as Record<string, string>;

/** The argument names and tags a message uses: a translation must use the same ones. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) placeholders(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
  }
  return into;
}

describe('message catalogues', () => {
  it('has an English catalogue for every area', () => {
    expect(areas.length).toBeGreaterThan(5);
    for (const area of areas) expect(readdirSync(join(root, area))).toContain('en.json');
  });

  for (const area of areas) {
    const english = read(area, 'en');
    const translated = englishOnlyAreas.includes(area as never)
      ? []
      : languages.filter((lang) => lang !== 'en');

    if (translated.length === 0) {
      it(`${area}: is English only, with no partial translations lying about`, () => {
        expect(readdirSync(join(root, area))).toEqual(['en.json']);
      });
    }

    for (const lang of translated) {
      it(`${area}/${lang}: has every English key, and no other`, () => {
        const keys = Object.keys(read(area, lang)).sort();
        const missing = Object.keys(english).filter((key) => !keys.includes(key));
        const extra = keys.filter((key) => !(key in english));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it(`${area}/${lang}: every message is written, and uses the same placeholders as English`, () => {
        const messages = read(area, lang);
        for (const [key, source] of Object.entries(english)) {
          const message = messages[key];
          if (message === undefined) continue;
          expect(message.trim(), `${area}/${lang}: "${key}" is empty`).not.toBe('');
          // A copy of the English left in place is a translation nobody wrote (names excepted).
          const words = source.replace(/Dropwise|\{[^}]*\}|<[^>]*>/g, '');
          if (/[A-Za-z]{3}/.test(words))
            expect(message, `${area}/${lang}: "${key}" is still English`).not.toBe(source);
          expect([...placeholders(parse(message))].sort(), `${area}/${lang}: "${key}"`).toEqual(
            [...placeholders(parse(source))].sort(),
          );
        }
      });
    }
  }
});
