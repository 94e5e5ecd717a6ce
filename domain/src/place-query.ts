import { z } from 'zod';
import { type Coordinates, coordinatesSchema } from './fares.js';

/** The query string `GET /api/places` accepts. */
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

/** Farther than this from every known place, "use my location" names none. */
export const REVERSE_MAX_KM = 10;

/** The query string of `GET /api/places/reverse`: the customer's position. */
export const reversePlaceQuerySchema = z
  .object({
    lat: z.coerce.number({ invalid_type_error: 'Send lat as a number.' }).min(-90).max(90),
    lng: z.coerce.number({ invalid_type_error: 'Send lng as a number.' }).min(-180).max(180),
  })
  .strict();
