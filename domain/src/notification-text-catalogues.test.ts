import { describe, expect, it } from 'vitest';
import en from './notification-texts/en.json';
import hi from './notification-texts/hi.json';
import mr from './notification-texts/mr.json';

/** Every sentence of a catalogue, by its path (`orderStatus.failed.ride.body`). */
function sentences(node: unknown, path = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    sentences(child, path ? `${path}.${key}` : key),
  );
}

const places = (sentence: string) => [...sentence.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the notification catalogues', () => {
  const english = new Map(sentences(en));

  it.each([
    ['Hindi', hi],
    ['Marathi', mr],
  ])('%s has a sentence for every English one, and no other', (_name, catalogue) => {
    expect(sentences(catalogue).map(([path]) => path)).toEqual([...english.keys()]);
  });

  it.each([
    ['Hindi', hi],
    ['Marathi', mr],
  ])('%s shows the same values as English in each sentence, and says something', (_name, catalogue) => {
    for (const [path, sentence] of sentences(catalogue)) {
      expect(sentence.trim(), path).not.toBe('');
      expect(places(sentence), path).toEqual(places(english.get(path) ?? ''));
    }
  });

  it('is written in the language it is for, not left in English', () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const catalogue of [hi, mr]) {
      for (const [path, sentence] of sentences(catalogue)) expect(sentence, path).toMatch(devanagari);
    }
  });
});
