import type { Request } from 'express';
import type * as complaintsApi from '@dropwise/domain/api/complaints';
import { grievanceOfficerSchema } from '@dropwise/domain/admin/complaints-admin';
import { db } from '../../lib/firebase-admin.js';
import { loadGrievanceOfficer, saveGrievanceOfficer } from '../../services/complaints/grievance-officer.js';
import { caller } from '../request-caller.js';
import { parseBody } from '../parse-request.js';
import type { ResponseOf } from '../area-router.js';

/** It changes rarely, and every privacy page asks: browsers and the CDN may keep it a few minutes. */
const PUBLIC_CACHE = 'public, max-age=300, s-maxage=300';

/** GET /api/grievance-officer: public; the contact only (null fields until set). */
export async function publicGrievanceOfficerHandler(
  _req: Request,
  res: ResponseOf<typeof complaintsApi.getGrievanceOfficer>,
): Promise<void> {
  const { name, email, phone } = await loadGrievanceOfficer(db);
  res.set('Cache-Control', PUBLIC_CACHE);
  res.json({ success: true, data: { name, email, phone } });
}

/** GET /api/admin/grievance-officer: the contact and the answer days in force. */
export async function getGrievanceOfficerHandler(
  _req: Request,
  res: ResponseOf<typeof complaintsApi.getGrievanceOfficerSettings>,
): Promise<void> {
  res.set('Cache-Control', 'no-store');
  res.json({ success: true, data: await loadGrievanceOfficer(db) });
}

/** PUT /api/admin/grievance-officer: replaces the settings whole. */
export async function saveGrievanceOfficerHandler(
  req: Request,
  res: ResponseOf<typeof complaintsApi.saveGrievanceOfficerSettings>,
): Promise<void> {
  const settings = parseBody(grievanceOfficerSchema, req);
  res.json({ success: true, data: await saveGrievanceOfficer(db, settings, caller(res).uid) });
}
