import type { Request } from 'express';
import type * as webVitalsApi from '@dropwise/domain/api/web-vitals';
import { webVitalReportSchema } from '@dropwise/domain/web-vitals';
import { db } from '../../lib/firebase-admin.js';
import { recordWebVital } from '../../services/web-vitals/web-vitals-store.js';
import { parseBody } from '../parse-request.js';
import { settings } from '../../config/settings.js';
import type { ResponseOf } from '../area-router.js';

/**
 * POST /api/vitals: one Core Web Vital per call (sendBeacon). 202 `{ success, sampled }` when
 * valid; only a sampled share is stored.
 */
export async function recordWebVitalHandler(
  req: Request,
  res: ResponseOf<typeof webVitalsApi.recordWebVital>,
): Promise<void> {
  const report = parseBody(webVitalReportSchema, req);
  const sampled = Math.random() < settings.vitalsSampleRate();
  if (sampled) await recordWebVital(db, report);
  res.status(202).json({ success: true, sampled });
}
