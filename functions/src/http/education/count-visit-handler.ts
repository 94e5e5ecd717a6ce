import type { Request } from 'express';
import type * as educationApi from '@dropwise/domain/api/education';
import { ApiError } from '../../lib/api-error.js';
import { db } from '../../lib/firebase-admin.js';
import { COUNTED_PRODUCTS, countVisit } from '../../services/education/count-visit.js';
import type { ResponseOf } from '../area-router.js';

/**
 * GET /counter/{product}EduCounter: counts one visit and answers `{ data: <total visits> }`. The
 * path is read by a pattern, not a schema, so a visit does not load the schema library.
 */
export async function countVisitHandler(
  req: Request,
  res: ResponseOf<typeof educationApi.countVisit>,
): Promise<void> {
  const product = /^(.+)EduCounter$/.exec(String(req.params.counter ?? ''))?.[1];
  if (!product || !COUNTED_PRODUCTS.has(product)) {
    throw new ApiError(404, 'not_found', 'There is no visit counter for this product.');
  }
  const total = await countVisit(db, product);
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ data: total });
}
