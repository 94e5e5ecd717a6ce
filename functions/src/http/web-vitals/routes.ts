import { Router } from 'express';
import { webVitalReportSchema } from '../../domain/web-vitals.js';
import { db } from '../../lib/firebase-admin.js';
import {
  loadWebVitalsSummary,
  recordWebVital,
  sampleRateFromEnv,
} from '../../services/web-vitals/web-vitals-store.js';
import { adminOnly, asyncRoute, parse } from '../admin/admin-handler.js';
import { requireJsonBody } from '../middleware.js';
import { rateLimit } from '../rate-limit.js';
import { webVitalsRateLimit } from './rate-limits.js';

/**
 * POST /api/vitals: browsers report one Core Web Vital per call (sendBeacon), anonymously.
 * 202 `{ success, sampled }` when valid; only a sampled share is stored.
 */
export function webVitalsRouter(): Router {
  const vitals = Router();
  vitals.post(
    '/',
    rateLimit(webVitalsRateLimit),
    requireJsonBody,
    asyncRoute(async (req, res) => {
      const report = parse(webVitalReportSchema, req.body);
      const sampled = Math.random() < sampleRateFromEnv();
      if (sampled) await recordWebVital(db, report);
      res.status(202).json({ success: true, sampled });
    }),
  );
  return vitals;
}

/** GET /api/admin/vitals: the Site speed summary, for platform admins. */
export function siteSpeedRouter(): Router {
  const siteSpeed = Router();
  siteSpeed.get(
    '/',
    adminOnly,
    asyncRoute(async (_req, res) => {
      res.json({ success: true, data: await loadWebVitalsSummary(db) });
    }),
  );
  return siteSpeed;
}
