import type { Request, Response } from 'express';
import { quoteRequestSchema } from '../../domain/booking';
import { db } from '../../lib/firebase-admin';
import { currentFareTable } from '../../services/orders/current-fare-table';
import { quoteFare } from '../../services/orders/quote-fare';
import { ApiError } from '../api-error';
import { authenticate } from '../authenticate';

/** POST /api/orders/quote: a fare estimate for a signed-in user. */
export async function quoteFareHandler(req: Request, res: Response): Promise<void> {
  await authenticate(req);
  const table = await currentFareTable(db);
  const parsed = quoteRequestSchema(table).safeParse(req.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const quote = await quoteFare(db, parsed.data, table);
  res.json({ success: true, data: quote });
}
