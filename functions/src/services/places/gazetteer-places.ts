import { type Coordinates, distanceKm } from '@domain/fares';
import { foldText, type PlaceKind, type PlaceSuggestion, searchWords } from '@domain/places';
import { type PlaceQuery } from '@domain/place-query';
import type { PlacesProvider } from './places-provider.js';

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
  /** Prominence 0-3: among equally good matches the better-known place comes first. */
  rank?: number;
}

/** Ranking weights, in km-equivalents so that they add up with the distance from `near`. */
const PENALTY = {
  /** A match found only in the area, city or type: "Kothrud" finds Kothrud before "near Kothrud". */
  areaOnly: 50,
  /** Each typed word that matched only with a typo forgiven. */
  typo: 3,
  /** Each step of prominence below the top (a café ranks 9 km-equivalents below a station). */
  perRankBelowTop: 3,
  /** The name not starting with what was typed, in order. */
  notInOrder: 1,
} as const;
const TOP_RANK = 3;

/** Words shorter than this must be typed right; longer ones may carry one typo (two from 8 letters). */
const TYPO_MIN_LENGTH = 4;
const TWO_TYPOS_MIN_LENGTH = 8;

interface IndexedPlace {
  place: PlaceSuggestion;
  foldedNames: string[];
  rank: number;
}

/**
 * Place search over the bundled gazetteer, in memory. Every word typed must begin a word of the
 * place's name, alternative names, area, city or type, in any order, ignoring case and accents,
 * with a small typo forgiven in longer words ("hinjewadi" finds Hinjawadi) and two adjacent
 * words typed as one ("shaniwarwada"). Places are ranked by match quality, prominence and,
 * given `near`, straight-line distance.
 *
 * The words of all places go into one sorted vocabulary with, per word, the places that carry
 * it; a typed word becomes a binary-searched prefix range of that vocabulary (plus, for typos,
 * a bounded edit-distance pass over it), so a query costs the words it touches, not the places.
 */
export class GazetteerPlaces implements PlacesProvider {
  readonly name = 'gazetteer';
  private readonly index: IndexedPlace[];
  /** Sorted distinct words; `nameHolders[i]`/`otherHolders[i]` list the places carrying word i. */
  private readonly vocabulary: string[];
  private readonly nameHolders: Uint32Array[];
  private readonly otherHolders: Uint32Array[];

  constructor(entries: readonly GazetteerEntry[]) {
    const nameWords = new Map<string, number[]>();
    const otherWords = new Map<string, number[]>();
    const add = (map: Map<string, number[]>, word: string, position: number) => {
      const holders = map.get(word);
      if (!holders) map.set(word, [position]);
      else if (holders[holders.length - 1] !== position) holders.push(position);
    };
    this.index = entries.map((entry, position) => {
      const names = [entry.name, ...(entry.alt ?? [])];
      for (const name of names) {
        const words = searchWords(name);
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
        rank: entry.rank ?? (entry.kind === 'town' ? TOP_RANK : 2),
      };
    });
    this.vocabulary = [...new Set([...nameWords.keys(), ...otherWords.keys()])].sort();
    const holders = (map: Map<string, number[]>, word: string) => Uint32Array.from(map.get(word) ?? []);
    this.nameHolders = this.vocabulary.map((word) => holders(nameWords, word));
    this.otherHolders = this.vocabulary.map((word) => holders(otherWords, word));
  }

  get size(): number {
    return this.index.length;
  }

  async search(query: PlaceQuery): Promise<PlaceSuggestion[]> {
    return this.searchNow(query);
  }

  /** The search itself, synchronous: what the benchmark measures. */
  searchNow({ q, near, limit }: PlaceQuery): PlaceSuggestion[] {
    const words = searchWords(q);
    if (words.length === 0) return near ? this.nearestPlaces(near, limit) : [];
    const found = this.ranked(words, near, limit);
    if (found.length > 0) return found;
    // One name word typed as two ("saras baug" for Sarasbaug): try each neighbouring pair joined.
    for (let at = 0; at + 1 < words.length; at++) {
      const joined = [...words.slice(0, at), words[at]! + words[at + 1]!, ...words.slice(at + 2)];
      // Joined words must match as typed: a typo allowance on top would match almost anything.
      const retried = this.ranked(joined, near, limit, false);
      if (retried.length > 0) return retried;
    }
    return [];
  }

  private ranked(
    words: string[],
    near: Coordinates | undefined,
    limit: number,
    forgiveTypos = true,
  ): PlaceSuggestion[] {
    const count = this.index.length;
    const typos = new Uint8Array(count);
    const outsideName = new Uint8Array(count);
    // The rarest word first: the candidates only shrink from there.
    const perWord = words
      .map((word) => this.wordsMatching(word, forgiveTypos))
      .sort((a, b) => holderCount(a, this) - holderCount(b, this));
    let candidates: number[] | undefined;
    for (const matching of perWord) {
      const code = this.matchCodes(matching);
      candidates = candidates
        ? candidates.filter((position) => code[position]! >= 0)
        : code.reduce<number[]>((all, value, position) => (value >= 0 ? (all.push(position), all) : all), []);
      for (const position of candidates) {
        const value = code[position]!;
        typos[position]! += value & 1;
        if (value >= 2) outsideName[position] = 1;
      }
      if (candidates.length === 0) return [];
    }
    const folded = words.join(' ');
    const best = new TopPlaces(limit);
    for (const position of candidates ?? []) {
      const entry = this.index[position]!;
      const distance = near ? distanceKm(near, entry.place.coordinates) : undefined;
      const score =
        outsideName[position]! * PENALTY.areaOnly +
        typos[position]! * PENALTY.typo +
        (TOP_RANK - entry.rank) * PENALTY.perRankBelowTop +
        (entry.foldedNames.some((name) => name.startsWith(folded)) ? 0 : PENALTY.notInOrder) +
        (distance ?? 0);
      best.offer({ entry, score, distance });
    }
    return best.sorted().map(({ entry, distance }) => withDistance(entry.place, distance));
  }

  /** The known place closest to a point ("use my location"). */
  nearest(point: Coordinates): PlaceSuggestion | undefined {
    return this.nearestPlaces(point, 1)[0];
  }

  private nearestPlaces(point: Coordinates, limit: number): PlaceSuggestion[] {
    // Nearness alone decides; prominence would name a far station over the lane one stands in.
    return this.index
      .map((entry) => ({ entry, distance: distanceKm(point, entry.place.coordinates) }))
      .sort((a, b) => a.distance - b.distance || b.entry.rank - a.entry.rank)
      .slice(0, limit)
      .map(({ entry, distance }) => withDistance(entry.place, distance));
  }

  /** Vocabulary words that start with `typed` (typo 0) or nearly do (typo 1). */
  private wordsMatching(typed: string, forgiveTypos: boolean): Array<{ at: number; typo: 0 | 1 }> {
    const found: Array<{ at: number; typo: 0 | 1 }> = [];
    const start = lowerBound(this.vocabulary, typed);
    for (let at = start; at < this.vocabulary.length && this.vocabulary[at]!.startsWith(typed); at++) {
      found.push({ at, typo: 0 });
    }
    if (forgiveTypos && typed.length >= TYPO_MIN_LENGTH) {
      const allowed = typed.length >= TWO_TYPOS_MIN_LENGTH ? 2 : 1;
      // The first letter is rarely the one mistyped: only words sharing it are compared.
      const first = typed[0]!;
      const end = lowerBound(this.vocabulary, String.fromCodePoint(first.codePointAt(0)! + 1));
      for (let at = lowerBound(this.vocabulary, first); at < end; at++) {
        const word = this.vocabulary[at]!;
        if (!word.startsWith(typed) && prefixDistanceWithin(typed, word, allowed))
          found.push({ at, typo: 1 });
      }
    }
    return found;
  }

  /**
   * Per place, how the best of these words matched it: -1 not at all, 0 in a name, 1 in a name
   * with a typo, 2 outside the names, 3 outside with a typo.
   */
  private matchCodes(matching: ReadonlyArray<{ at: number; typo: 0 | 1 }>): Int8Array {
    const code = new Int8Array(this.index.length).fill(-1);
    const mark = (holders: Uint32Array, value: number) => {
      for (const position of holders) {
        const before = code[position]!;
        if (before < 0 || value < before) code[position] = value;
      }
    };
    for (const { at, typo } of matching) {
      mark(this.nameHolders[at]!, typo);
      mark(this.otherHolders[at]!, 2 + typo);
    }
    return code;
  }

  holders(at: number): number {
    return this.nameHolders[at]!.length + this.otherHolders[at]!.length;
  }
}

function holderCount(matching: ReadonlyArray<{ at: number }>, places: GazetteerPlaces): number {
  return matching.reduce((sum, { at }) => sum + places.holders(at), 0);
}

interface Scored {
  entry: IndexedPlace;
  score: number;
  distance: number | undefined;
}

const better = (a: Scored, b: Scored) =>
  a.score - b.score ||
  a.entry.place.name.length - b.entry.place.name.length ||
  a.entry.place.name.localeCompare(b.entry.place.name);

/** The best `limit` of many offered places, without sorting them all. */
class TopPlaces {
  private readonly kept: Scored[] = [];
  constructor(private readonly limit: number) {}

  offer(candidate: Scored): void {
    const kept = this.kept;
    if (kept.length === this.limit && better(candidate, kept[kept.length - 1]!) >= 0) return;
    let at = kept.length;
    while (at > 0 && better(candidate, kept[at - 1]!) < 0) at--;
    kept.splice(at, 0, candidate);
    if (kept.length > this.limit) kept.pop();
  }

  sorted(): Scored[] {
    return this.kept;
  }
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

/** Longer words are compared on their first letters only; nobody types a 60-letter word. */
const MAX_COMPARED = 62;
// Three rows of the edit-distance table, reused by every comparison: a search compares hundreds
// of words, and allocating rows for each was most of its time.
const rows = [0, 1, 2].map(() => new Int32Array(MAX_COMPARED + 1));

/**
 * Whether `typed` is within `allowed` edits (insert, delete, substitute, swap of neighbours) of
 * some prefix of `word`: what someone typing the start of a word with a slip would produce. The
 * first letter must be right (it rarely is the slip, and checking it first skips most words).
 */
export function prefixDistanceWithin(typed: string, word: string, allowed: number): boolean {
  if (word.length < typed.length - allowed || typed.charCodeAt(0) !== word.charCodeAt(0)) return false;
  const length = Math.min(typed.length, MAX_COMPARED);
  const columns = Math.min(word.length, length + allowed, MAX_COMPARED);
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= columns; j++) previous[j] = j;
  for (let i = 1; i <= length; i++) {
    const letter = typed.charCodeAt(i - 1);
    current[0] = i;
    let best = i;
    for (let j = 1; j <= columns; j++) {
      const other = word.charCodeAt(j - 1);
      let value = previous[j - 1]! + (letter === other ? 0 : 1);
      if (previous[j]! + 1 < value) value = previous[j]! + 1;
      if (current[j - 1]! + 1 < value) value = current[j - 1]! + 1;
      if (
        i > 1 &&
        j > 1 &&
        letter === word.charCodeAt(j - 2) &&
        typed.charCodeAt(i - 2) === other &&
        beforePrevious[j - 2]! + 1 < value
      ) {
        value = beforePrevious[j - 2]! + 1;
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > allowed) return false;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  // Any prefix of the word will do: the smallest distance in the last row.
  let smallest = previous[0]!;
  for (let j = 1; j <= columns; j++) if (previous[j]! < smallest) smallest = previous[j]!;
  return smallest <= allowed;
}

function withDistance(place: PlaceSuggestion, distance: number | undefined): PlaceSuggestion {
  return distance === undefined ? { ...place } : { ...place, distanceKm: distance };
}
