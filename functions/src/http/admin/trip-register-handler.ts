import type { Request, Response } from 'express';
import { tripRegisterQuerySchema } from '@dropwise/domain/trip-register';
import { db } from '../../lib/firebase-admin.js';
import { tripRegister, tripRegisterCsv } from '../../services/admin/trip-register.js';
import { parseQuery } from '../parse-request.js';
import { sendCsv } from '../send-csv.js';

/** GET /api/admin/trip-register?from&to[&format=csv]: the delivered trips of those India days. */
export async function tripRegisterHandler(req: Request, res: Response): Promise<void> {
  const { format, ...range } = parseQuery(tripRegisterQuerySchema, req);
  const rows = await tripRegister(db, range);
  if (format === 'csv') {
    sendCsv(res, `trip-register-${range.from}-to-${range.to}.csv`, tripRegisterCsv(rows));
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  res.json({ success: true, data: rows });
}
