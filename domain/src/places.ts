import type { Coordinates } from './fares.js';

/**
 * Named places customers pick instead of typing addresses: the answer of `GET /api/places` and
 * the text folding its search uses. Pure and free of zod, so the web can show places without
 * pulling the query schema (`place-query.ts`) into its bundles.
 */
export const PLACE_KINDS = ['locality', 'landmark', 'town', 'address'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface PlaceSuggestion {
  id: string;
  name: string;
  /** What tells two places of the same name apart: district, pincode, a formatted address. */
  area: string;
  city: string;
  kind: PlaceKind;
  coordinates: Coordinates;
  /** Straight-line km from `near`, when the request gave one. */
  distanceKm?: number;
}

/** How a chosen place is written into the booking: name, then the area that locates it. */
export function placeLabel(place: Pick<PlaceSuggestion, 'name' | 'area' | 'city'>): string {
  const area = place.area.includes(place.city) ? place.area : `${place.area}, ${place.city}`;
  return `${place.name}, ${area}`.slice(0, 200);
}

/**
 * Case, accents and punctuation folded away: "Dayāl Bāgh" and "dayal-bagh" are the same words.
 * Only Latin letters lose their marks; in Devanagari the vowel signs are part of the word
 * ("स्वारगेट" stays whole).
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

export function searchWords(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}
