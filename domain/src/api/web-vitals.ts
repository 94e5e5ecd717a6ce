import type { z } from 'zod';
import type { webVitalReportSchema, WebVitalsSummary } from '../web-vitals.js';
import { type DataAnswer, endpoint } from './endpoint.js';

/** Where browsers report Core Web Vitals, anonymously. */
export const vitalsBase = '/api/vitals';

/** One metric per call; 202, and only a sampled share is stored. */
export const recordWebVital = endpoint<
  { success: true; sampled: boolean },
  z.input<typeof webVitalReportSchema>
>()('POST', '/api/vitals');

/** Where the Site speed summary is mounted, before the rest of the admin area. */
export const siteSpeedBase = '/api/admin/vitals';

/** p75 per route and metric over the last seven days, with daily trends. */
export const siteSpeed = endpoint<DataAnswer<WebVitalsSummary>>()('GET', '/api/admin/vitals');
