import { z } from 'zod';
import { type Coordinates, coordinatesSchema } from './fares';

/**
 * Named places customers pick instead of typing addresses: the answer of `GET /api/places`,
 * the query it accepts, and the text folding its search uses. Pure, shared with the web.
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

export const PLACE_QUERY_MAX = 100;
export const PLACE_LIMIT_MAX = 20;
export const PLACE_LIMIT_DEFAULT = 8;

/** `near` as sent in a query string: "lat,lng". */
const nearSchema = z
  .string()
  .max(60)
  .transform((text, ctx): Coordinates => {
    const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
    const parsed = match
      ? coordinatesSchema.safeParse({ lat: Number(match[1]), lng: Number(match[2]) })
      : null;
    if (!parsed?.success) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: 'Send near as "latitude,longitude", e.g. 18.52,73.85.',
      });
      return z.NEVER;
    }
    return parsed.data;
  });

/**
 * The query string of `GET /api/places`: a search text, a point to rank by, or both. Without
 * text the places nearest `near` come back ("use my location").
 */
export const placeQuerySchema = z
  .object({
    q: z
      .string({ invalid_type_error: 'Send one search text.' })
      .trim()
      .max(PLACE_QUERY_MAX, `Keep the search under ${PLACE_QUERY_MAX} characters.`)
      .optional()
      .default(''),
    near: nearSchema.optional(),
    limit: z.coerce
      .number({ invalid_type_error: 'Send limit as a number.' })
      .int('Send limit as a whole number.')
      .min(1)
      .max(PLACE_LIMIT_MAX)
      .default(PLACE_LIMIT_DEFAULT),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (!query.q && !query.near) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['q'], message: 'Type part of a place name.' });
    }
  });
export type PlaceQuery = z.output<typeof placeQuerySchema>;

/** Case, accents and punctuation folded away: "Dayāl Bāgh" and "dayal-bagh" are the same words. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function searchWords(text: string): string[] {
  const folded = foldText(text);
  return folded ? folded.split(' ') : [];
}
