import type { Request, Response } from 'express';
import { enrolmentListQuerySchema } from '@dropwise/domain/education-admin';
import { db } from '../../lib/firebase-admin.js';
import { exportEnrolmentsCsv } from '../../services/education/export-enrolments.js';
import { parseQuery } from '../parse-request.js';
import { sendCsv } from '../send-csv.js';

/** GET /api/education/export: the records of the dashboard's filter as a CSV download. */
export async function exportEnrolmentsHandler(req: Request, res: Response): Promise<void> {
  const csv = await exportEnrolmentsCsv(db, parseQuery(enrolmentListQuerySchema, req));
  const date = new Date().toISOString().slice(0, 10);
  sendCsv(res, `enrolments-${date}.csv`, csv);
}
