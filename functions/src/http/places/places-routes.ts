import type { Router } from 'express';
import { placesBase, reversePlace, searchPlaces } from '@dropwise/domain/api/places';
import { areaRouter } from '../area-router.js';
import { asyncRoute } from '../async-route.js';
import { signedIn } from '../gates.js';
import { rateLimit } from '../rate-limit.js';
import { reversePlaceHandler } from './reverse-place-handler.js';
import { searchPlacesHandler } from './search-places-handler.js';

/** /api/places: place suggestions for the booking screens. */
export function placesRouter(): Router {
  const { router, route } = areaRouter(placesBase);
  route(searchPlaces, rateLimit('placeSearch'), signedIn, asyncRoute(searchPlacesHandler));
  route(reversePlace, rateLimit('placeSearch'), signedIn, asyncRoute(reversePlaceHandler));
  return router;
}
