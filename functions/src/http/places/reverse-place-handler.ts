import type { Request } from 'express';
import type * as placesApi from '@dropwise/domain/api/places';
import { reversePlaceQuerySchema } from '@dropwise/domain/place-query';
import { placesProvider } from '../../services/places/places-from-env.js';
import { reversePlace } from '../../services/places/reverse-place.js';
import { parseQuery } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/**
 * GET /api/places/reverse?lat=&lng=: the known place nearest the signed-in user's position, with
 * a label that names it ("Near Swargate Police Station, Pune (450 m away)"); `data: null` when
 * none is near enough.
 */
export async function reversePlaceHandler(
  req: Request,
  res: ResponseOf<typeof placesApi.reversePlace>,
): Promise<void> {
  const { lat, lng } = parseQuery(reversePlaceQuerySchema, req);
  const data = await reversePlace(placesProvider(), { lat, lng });
  res.set('Cache-Control', 'private, max-age=60');
  res.json({ success: true, data });
}
