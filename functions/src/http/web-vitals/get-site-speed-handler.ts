import type { Request } from 'express';
import type * as webVitalsApi from '@dropwise/domain/api/web-vitals';
import { db } from '../../lib/firebase-admin.js';
import { loadWebVitalsSummary } from '../../services/web-vitals/web-vitals-store.js';
import type { ResponseOf } from '../area-router.js';

/** GET /api/admin/vitals: the Site speed summary, for platform admins. */
export async function getSiteSpeedHandler(
  _req: Request,
  res: ResponseOf<typeof webVitalsApi.siteSpeed>,
): Promise<void> {
  res.json({ success: true, data: await loadWebVitalsSummary(db) });
}
