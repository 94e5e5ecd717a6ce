import type { Request, Response } from 'express';
import { db } from '../../lib/firebase-admin.js';
import { COUNTED_PRODUCTS, countVisit } from '../../services/education/count-visit.js';
import { ApiError } from '../api-error.js';

/** GET /counter/{product}EduCounter: counts one visit and answers `{ data: <total visits> }`. */
export async function visitCounter(req: Request, res: Response): Promise<void> {
  const match = /^(.+)EduCounter$/.exec(String(req.params.counter ?? ''));
  const product = match?.[1];
  if (!product || !COUNTED_PRODUCTS.has(product)) {
    throw new ApiError(404, 'not_found', 'There is no visit counter for this product.');
  }
  const total = await countVisit(db, product);
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ data: total });
}
