import type { Request } from 'express';
import type * as placesApi from '@dropwise/domain/api/places';
import { placeQuerySchema } from '@dropwise/domain/place-query';
import { placesProvider } from '../../services/places/places-from-env.js';
import { parseQuery } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** GET /api/places?q=&near=lat,lng&limit=: named places with coordinates, for a signed-in user. */
export async function searchPlacesHandler(
  req: Request,
  res: ResponseOf<typeof placesApi.searchPlaces>,
): Promise<void> {
  const data = await placesProvider().search(parseQuery(placeQuerySchema, req));
  res.set('Cache-Control', 'private, max-age=300');
  res.json({ success: true, data });
}
