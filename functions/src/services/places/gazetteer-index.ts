import { foldText, type PlaceKind, type PlaceSuggestion, searchWords } from '@dropwise/domain/places';
import { prefixDistanceWithin } from './prefix-distance.js';
import { indexSounds, soundKey, type SoundIndex } from './sound-key.js';

export interface GazetteerEntry {
  id: string;
  name: string;
  area: string;
  city: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  /** What the place is, in words ("railway station"); searchable like the area. */
  type?: string;
  /** Other names and spellings (Devanagari included); searchable like the name. */
  alt?: readonly string[];
  /**
   * Prominence 0-4 (one decimal): by kind, raised for a Wikidata item or places named after it,
   * lowered far from the city centre (scripts/places/prominence.ts). Among equally good matches
   * the better-known place comes first.
   */
  rank?: number;
}

/** The prominence of a station or a town; well-known ones rank above it, up to 4. */
export const TOP_RANK = 3;

/** Words shorter than this must be typed right; longer ones may carry one typo (two from 8 letters). */
const TYPO_MIN_LENGTH = 4;
const TWO_TYPOS_MIN_LENGTH = 8;

export interface IndexedPlace {
  place: PlaceSuggestion;
  foldedNames: string[];
  /** Words in the shortest of its names: what a search typing fewer words leaves out. */
  fewestWords: number;
  rank: number;
}

/**
 * The words of all places in one sorted vocabulary with, per word, the places that carry it in
 * a name (`nameHolders[i]`) or elsewhere (`otherHolders[i]`).
 */
export interface GazetteerIndex {
  index: IndexedPlace[];
  vocabulary: string[];
  nameHolders: Uint32Array[];
  otherHolders: Uint32Array[];
  /** The vocabulary by sound key: other spellings of a typed word ("wiman" for viman). */
  sounds: SoundIndex;
}

export function indexGazetteer(entries: readonly GazetteerEntry[]): GazetteerIndex {
  const nameWords = new Map<string, number[]>();
  const otherWords = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, word: string, position: number) => {
    const holders = map.get(word);
    if (!holders) map.set(word, [position]);
    else if (holders[holders.length - 1] !== position) holders.push(position);
  };
  const index = entries.map((entry, position) => {
    const names = [entry.name, ...(entry.alt ?? [])];
    let fewestWords = Infinity;
    for (const name of names) {
      const words = searchWords(name);
      fewestWords = Math.min(fewestWords, words.length);
      words.forEach((word, at) => {
        add(nameWords, word, position);
        // Two adjacent words typed as one: "Shaniwar Wada" is also "shaniwarwada".
        const next = words[at + 1];
        if (next) add(nameWords, word + next, position);
      });
    }
    for (const word of searchWords(`${entry.area} ${entry.city} ${entry.type ?? ''}`)) {
      add(otherWords, word, position);
    }
    return {
      place: {
        id: entry.id,
        name: entry.name,
        area: entry.area,
        city: entry.city,
        kind: entry.kind,
        coordinates: { lat: entry.lat, lng: entry.lng },
      },
      foldedNames: names.map(foldText),
      fewestWords,
      rank: entry.rank ?? (entry.kind === 'town' ? TOP_RANK : 2),
    };
  });
  const vocabulary = [...new Set([...nameWords.keys(), ...otherWords.keys()])].sort();
  const holders = (map: Map<string, number[]>, word: string) => Uint32Array.from(map.get(word) ?? []);
  return {
    index,
    vocabulary,
    nameHolders: vocabulary.map((word) => holders(nameWords, word)),
    otherHolders: vocabulary.map((word) => holders(otherWords, word)),
    sounds: indexSounds(vocabulary),
  };
}

/**
 * Vocabulary words that start with `typed` (typo 0) or nearly do (typo 1): one or two slips
 * away, or the same sounds spelt another way.
 */
export function wordsMatching(
  { vocabulary, sounds }: Pick<GazetteerIndex, 'vocabulary' | 'sounds'>,
  typed: string,
  forgiveTypos: boolean,
): Array<{ at: number; typo: 0 | 1 }> {
  const found: Array<{ at: number; typo: 0 | 1 }> = [];
  const start = lowerBound(vocabulary, typed);
  for (let at = start; at < vocabulary.length && vocabulary[at]!.startsWith(typed); at++) {
    found.push({ at, typo: 0 });
  }
  if (forgiveTypos && typed.length >= TYPO_MIN_LENGTH) {
    const allowed = typed.length >= TWO_TYPOS_MIN_LENGTH ? 2 : 1;
    // The first letter is rarely the one mistyped: only words sharing it are compared.
    const first = typed[0]!;
    const end = lowerBound(vocabulary, String.fromCodePoint(first.codePointAt(0)! + 1));
    for (let at = lowerBound(vocabulary, first); at < end; at++) {
      const word = vocabulary[at]!;
      if (!word.startsWith(typed) && prefixDistanceWithin(typed, word, allowed)) found.push({ at, typo: 1 });
    }
    const seen = new Set(found.map(({ at }) => at));
    const key = soundKey(typed);
    for (
      let k = lowerBound(sounds.keys, key);
      k < sounds.keys.length && sounds.keys[k]!.startsWith(key);
      k++
    ) {
      for (const at of sounds.words[k]!) if (!seen.has(at)) found.push({ at, typo: 1 });
    }
  }
  return found;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
