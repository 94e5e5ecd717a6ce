import type { Request, Response } from 'express';
import { db } from '../../lib/firebase-admin.js';
import { currentFareTable } from '../../services/fares/current-fare-table.js';

/** GET /api/fares: the current fare table, for any signed-in user (the booking screens). */
export async function getFareTableHandler(_req: Request, res: Response): Promise<void> {
  res.json({ success: true, data: await currentFareTable(db) });
}
