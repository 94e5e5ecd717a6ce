import { TOP_RANK } from './gazetteer-index.js';

/** Ranking weights, in km-equivalents so that they add up with the distance from `near`. */
const PENALTY = {
  /** A match found only in the area, city or type: "Kothrud" finds Kothrud before "near Kothrud". */
  areaOnly: 50,
  /**
   * Each typed word that matched only with a typo forgiven: more than two ranks, so that one of the
   * thousands of bus stops near the centre, misspelt alike, does not beat the place typed exactly.
   */
  typo: 7,
  /** Each step of prominence below the top (a café ranks 9 km-equivalents below a station). */
  perRankBelowTop: 3,
  /** The name not starting with what was typed, in order. */
  notInOrder: 1,
  /**
   * Each word of the shortest name beyond those typed, up to MAX_EXTRA_WORDS: "baner" means
   * Baner before "Baner Depot (D-Mart)", the place before what is named after it.
   */
  perExtraWord: 1,
} as const;
/**
 * Distance from `near` counts in full up to this many km, a third beyond: across town a known
 * place still beats an obscure one next door, while a namesake in another city (1,000 km) or a
 * village 25 km out stays far behind.
 */
const FULL_KM = 5;
const BEYOND_FULL_KM = 1 / 3;
const distanceCost = (km: number) => Math.min(km, FULL_KM) + Math.max(0, km - FULL_KM) * BEYOND_FULL_KM;
const MAX_EXTRA_WORDS = 3;

/** How one place matched the words typed, as the search scores it. */
export interface PlaceMatch {
  /** Some word matched only in the area, city or type. */
  outsideName: boolean;
  /** Words that matched only with a typo forgiven. */
  typos: number;
  /** The place's prominence (TOP_RANK at most). */
  rank: number;
  /** A name starts with the words as typed, in order. */
  inOrder: boolean;
  /** Words of the place's shortest name beyond those typed. */
  extraWords: number;
  /** From `near`, when the search had one. */
  distanceKm: number | undefined;
}

/** A match's score, lower first: the penalties above in km-equivalents, plus the distance. */
export function matchScore(match: PlaceMatch): number {
  return (
    (match.outsideName ? PENALTY.areaOnly : 0) +
    match.typos * PENALTY.typo +
    (TOP_RANK - match.rank) * PENALTY.perRankBelowTop +
    (match.inOrder ? 0 : PENALTY.notInOrder) +
    Math.min(MAX_EXTRA_WORDS, Math.max(0, match.extraWords)) * PENALTY.perExtraWord +
    (match.distanceKm === undefined ? 0 : distanceCost(match.distanceKm))
  );
}
