import type { Request, Response } from 'express';
import { db } from '../../lib/firebase-admin.js';
import { loadWebVitalsSummary } from '../../services/web-vitals/web-vitals-store.js';

/** GET /api/admin/vitals: the Site speed summary, for platform admins. */
export async function getSiteSpeedHandler(_req: Request, res: Response): Promise<void> {
  res.json({ success: true, data: await loadWebVitalsSummary(db) });
}
