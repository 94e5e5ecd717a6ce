import { siteSpeed } from '@dropwise/domain/api/web-vitals';
import type { WebVitalsSummary } from '@dropwise/domain/web-vitals';
import type { Auth } from 'firebase/auth';
import { request } from '@/lib/api/request';

export type { WebVitalsSummary };

/** GET /api/admin/vitals: p75 per route and metric over the last seven days, with daily trends. */
export async function loadWebVitalsSummary(auth: Auth): Promise<WebVitalsSummary> {
  return (await request(siteSpeed, { auth })).data;
}
