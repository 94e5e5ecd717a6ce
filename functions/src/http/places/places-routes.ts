import { Router } from 'express';
import { asyncRoute } from '../async-route.js';
import { signedIn } from '../gates.js';
import { rateLimit } from '../rate-limit.js';
import { reversePlaceHandler } from './reverse-place-handler.js';
import { searchPlacesHandler } from './search-places-handler.js';

/** /api/places: place suggestions for the booking screens. */
export function placesRouter(): Router {
  const places = Router();
  places.get('/', rateLimit('placeSearch'), signedIn, asyncRoute(searchPlacesHandler));
  places.get('/reverse', rateLimit('placeSearch'), signedIn, asyncRoute(reversePlaceHandler));
  return places;
}
