import type { Request, Response } from 'express';
import { tripRegisterQuerySchema } from '@dropwise/domain/trip-register';
import { db } from '../../lib/firebase-admin.js';
import { tripRegister, tripRegisterCsv } from '../../services/admin/trip-register.js';
import { parseQuery } from '../parse-request.js';

/** GET /api/admin/trip-register?from&to[&format=csv]: the delivered trips of those India days. */
export async function tripRegisterHandler(req: Request, res: Response): Promise<void> {
  const { format, ...range } = parseQuery(tripRegisterQuerySchema, req);
  const rows = await tripRegister(db, range);
  res.setHeader('Cache-Control', 'no-store');
  if (format !== 'csv') {
    res.json({ success: true, data: rows });
    return;
  }
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="trip-register-${range.from}-to-${range.to}.csv"`,
  );
  res.status(200).send(tripRegisterCsv(rows));
}
