import type { Request, Response } from 'express';
import { fareTableInputSchema } from '../../domain/fares';
import { db } from '../../lib/firebase-admin';
import { currentFareTable, rememberFareTable } from '../../services/orders/current-fare-table';
import { updateFareTable } from '../../services/orders/fare-table';
import { ApiError } from '../api-error';
import { authenticate, requireRole } from '../authenticate';

/** GET /api/fares: the current fare table, for any signed-in user (the booking screens). */
export async function getFareTableHandler(req: Request, res: Response): Promise<void> {
  await authenticate(req);
  res.json({ success: true, data: await currentFareTable(db) });
}

/** PUT /api/fares: an admin replaces the table; the version goes up by one. */
export async function updateFareTableHandler(req: Request, res: Response): Promise<void> {
  const token = await requireRole(req, 'admin');
  const parsed = fareTableInputSchema.safeParse(req.body);
  if (!parsed.success) throw ApiError.fromZod(parsed.error);
  const table = await updateFareTable(db, parsed.data, token.uid);
  rememberFareTable(table);
  res.json({ success: true, data: table });
}
