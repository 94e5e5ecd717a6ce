import { type Request, type Response, Router } from 'express';
import { placeQuerySchema } from '../../domain/place-query';
import { placesProvider } from '../../services/places/places-from-env';
import { limitFromEnv, type RateLimitRule } from '../../services/rate-limit';
import { ApiError } from '../api-error';
import { authenticate } from '../authenticate';
import { asyncRoute } from '../orders/async-route';
import { rateLimit } from '../rate-limit';

/**
 * Suggestions arrive as a customer types (debounced in the app), so the budget is far above
 * one person's need yet stops a script from running up a paid geocoding bill.
 */
export const placeSearchRateLimit = (): RateLimitRule => ({
  scope: 'places-search',
  limit: limitFromEnv('DROPWISE_RATE_LIMIT_PLACES_PER_MINUTE', 120),
  windowSeconds: 60,
});

/** GET /api/places?q=&near=lat,lng&limit=: named places with coordinates, for a signed-in user. */
async function searchPlacesHandler(req: Request, res: Response): Promise<void> {
  await authenticate(req);
  const parsed = placeQuerySchema.safeParse(req.query);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const data = await placesProvider().search(parsed.data);
  res.set('Cache-Control', 'private, max-age=300');
  res.json({ success: true, data });
}

/** /api/places */
export function placesRouter(): Router {
  const places = Router();
  places.get('/', rateLimit(placeSearchRateLimit), asyncRoute(searchPlacesHandler));
  return places;
}
