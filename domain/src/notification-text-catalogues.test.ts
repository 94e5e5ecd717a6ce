import { describe, expect, it } from 'vitest';
import { languages } from './languages.js';
import { notificationCatalogues } from './notification-text-catalogues.js';

/** Every sentence of a catalogue, by its path (`orderStatus.failed.ride.body`). */
function sentences(node: unknown, path = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    sentences(child, path ? `${path}.${key}` : key),
  );
}

const places = (sentence: string) => [...sentence.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the notification catalogues', () => {
  const english = new Map(sentences(notificationCatalogues.en));
  const translated = languages.filter((language) => language !== 'en');

  it.each(translated)('%s has a sentence for every English one, and no other', (language) => {
    expect(sentences(notificationCatalogues[language]).map(([path]) => path)).toEqual([...english.keys()]);
  });

  it.each(translated)(
    '%s shows the same values as English in each sentence, and says something',
    (language) => {
      for (const [path, sentence] of sentences(notificationCatalogues[language])) {
        expect(sentence.trim(), path).not.toBe('');
        expect(places(sentence), path).toEqual(places(english.get(path) ?? ''));
      }
    },
  );

  it('is written in the language it is for, not left in English', () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const language of translated) {
      for (const [path, sentence] of sentences(notificationCatalogues[language])) {
        expect(sentence, `${language}: ${path}`).toMatch(devanagari);
      }
    }
  });
});
