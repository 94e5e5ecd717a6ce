import type { Request, Response } from 'express';
import { fareTableInputSchema } from '@dropwise/domain/fares';
import { db } from '../../lib/firebase-admin.js';
import { rememberFareTable } from '../../services/fares/current-fare-table.js';
import { updateFareTable } from '../../services/fares/fare-table.js';
import { caller } from '../request-caller.js';
import { parseBody } from '../parse-request.js';

/** PUT /api/fares: an admin replaces the table; the version goes up by one. */
export async function updateFareTableHandler(req: Request, res: Response): Promise<void> {
  const table = await updateFareTable(db, parseBody(fareTableInputSchema, req), caller(res).uid);
  rememberFareTable(table);
  res.json({ success: true, data: table });
}
