import { type Coordinates, distanceKm } from '@dropwise/domain/fares';
import { type PlaceSuggestion, searchWords } from '@dropwise/domain/places';
import { type PlaceQuery } from '@dropwise/domain/place-query';
import {
  type GazetteerEntry,
  type GazetteerIndex,
  type IndexedPlace,
  indexGazetteer,
  wordsMatching,
} from './gazetteer-index.js';
import { matchScore } from './match-score.js';
import type { PlacesProvider } from './places-provider.js';
import { TopPlaces } from './top-places.js';

/**
 * Place search over the bundled gazetteer, in memory. Every word typed must begin a word of the
 * place's name, alternative names, area, city or type (or, when no place has them all, every word
 * but one), in any order, ignoring case and accents,
 * with a small typo or another spelling of the same sounds forgiven in longer words ("hinjewadi"
 * finds Hinjawadi, "wiman" Viman Nagar) and two adjacent
 * words typed as one ("shaniwarwada"). Places are ranked by match quality, prominence and,
 * given `near`, straight-line distance.
 *
 * The words of all places go into one sorted vocabulary with, per word, the places that carry
 * it; a typed word becomes a binary-searched prefix range of that vocabulary (plus, for typos,
 * a bounded edit-distance pass over it and a prefix range of its sound keys), so a query costs
 * the words it touches, not the places.
 */
export class GazetteerPlaces implements PlacesProvider {
  readonly name = 'gazetteer';
  private readonly index: IndexedPlace[];
  /** Sorted distinct words; `nameHolders[i]`/`otherHolders[i]` list the places carrying word i. */
  private readonly vocabulary: string[];
  private readonly nameHolders: Uint32Array[];
  private readonly otherHolders: Uint32Array[];
  private readonly sounds: GazetteerIndex['sounds'];
  /** Made on the first lookup by id (a booking), not at start: searches never need it. */
  private byId: Map<string, PlaceSuggestion> | undefined;

  constructor(entries: readonly GazetteerEntry[]) {
    ({
      index: this.index,
      vocabulary: this.vocabulary,
      nameHolders: this.nameHolders,
      otherHolders: this.otherHolders,
      sounds: this.sounds,
    } = indexGazetteer(entries));
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
    const found = this.everyWord(words, near, limit);
    if (found.length > 0) return found;
    // No place has every word: a word no list spells ("corner", "2", "bridge" for "pul") is left
    // out, the last one typed first.
    for (let left = words.length - 1; words.length > 1 && left >= 0; left--) {
      const partial = this.everyWord(
        words.filter((_, at) => at !== left),
        near,
        limit,
      );
      if (partial.length > 0) return partial;
    }
    return [];
  }

  private everyWord(words: string[], near: Coordinates | undefined, limit: number): PlaceSuggestion[] {
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
      .map((word) => wordsMatching({ vocabulary: this.vocabulary, sounds: this.sounds }, word, forgiveTypos))
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
      const score = matchScore({
        outsideName: outsideName[position]! === 1,
        typos: typos[position]!,
        rank: entry.rank,
        inOrder: entry.foldedNames.some((name) => name.startsWith(folded)),
        extraWords: entry.fewestWords - words.length,
        distanceKm: distance,
      });
      best.offer({ entry, score, distance });
    }
    return best.sorted().map(({ entry, distance }) => withDistance(entry.place, distance));
  }

  async place(id: string): Promise<PlaceSuggestion | null> {
    this.byId ??= new Map(this.index.map((entry) => [entry.place.id, entry.place]));
    const place = this.byId.get(id);
    return place ? { ...place } : null;
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

function withDistance(place: PlaceSuggestion, distance: number | undefined): PlaceSuggestion {
  return distance === undefined ? { ...place } : { ...place, distanceKm: distance };
}
