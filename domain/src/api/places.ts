import type { placeQuerySchema, reversePlaceQuerySchema } from '../place-query.js';
import type { PlaceSuggestion, ReversePlace } from '../places.js';
import { type DataAnswer, endpoint, type QueryFields } from './endpoint.js';

/** Where place suggestions for the booking screens are mounted. */
export const placesBase = '/api/places';

/** Named places with coordinates: by text, by nearness (`near=lat,lng`), or both. */
export const searchPlaces = endpoint<
  DataAnswer<PlaceSuggestion[]>,
  undefined,
  QueryFields<typeof placeQuerySchema>
>()('GET', '/api/places');

/** The known place nearest a position, named; `data: null` when none is near enough. */
export const reversePlace = endpoint<
  DataAnswer<ReversePlace | null>,
  undefined,
  QueryFields<typeof reversePlaceQuerySchema>
>()('GET', '/api/places/reverse');
