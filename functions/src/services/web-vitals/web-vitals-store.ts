import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  summariseWebVitals,
  type WebVitalName,
  type WebVitalReport,
  type WebVitalSample,
  type WebVitalsSummary,
  WEB_VITALS_WINDOW_DAYS,
} from '@dropwise/domain/web-vitals';
import { WEB_VITALS } from '@dropwise/domain/collections';

/**
 * `webVitals/{auto id}`: one sampled metric of one page view. Only what Site speed needs is kept:
 * no address, user agent, user id or full URL. `expiresAt` is for a Firestore TTL policy.
 */

/** Upper bound on the samples one summary reads, so a flood of reports cannot make it unbounded. */
export const MAX_SUMMARY_SAMPLES = 20_000;

const DAY_MS = 24 * 60 * 60 * 1000;
const KEEP_DAYS = 30;

export async function recordWebVital(db: Firestore, report: WebVitalReport, now = Date.now()): Promise<void> {
  await db.collection(WEB_VITALS).add({
    name: report.name,
    value: report.value,
    rating: report.rating,
    metricId: report.id,
    route: report.route,
    navigationType: report.navigationType,
    day: new Date(now).toISOString().slice(0, 10),
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(now + KEEP_DAYS * DAY_MS),
  });
}

/** p75 per route and metric over the last seven days, with a daily trend. */
export async function loadWebVitalsSummary(db: Firestore, now = Date.now()): Promise<WebVitalsSummary> {
  const from = now - WEB_VITALS_WINDOW_DAYS * DAY_MS;
  const snapshot = await db
    .collection(WEB_VITALS)
    .where('createdAt', '>=', Timestamp.fromMillis(from))
    .orderBy('createdAt', 'desc')
    .limit(MAX_SUMMARY_SAMPLES + 1)
    .select('name', 'value', 'route', 'day')
    .get();
  const docs = snapshot.docs.slice(0, MAX_SUMMARY_SAMPLES);
  const samples: WebVitalSample[] = docs.map((doc) => ({
    name: doc.get('name') as WebVitalName,
    value: Number(doc.get('value')),
    route: String(doc.get('route')),
    day: String(doc.get('day')),
  }));
  return {
    from: new Date(from).toISOString(),
    to: new Date(now).toISOString(),
    samples: samples.length,
    truncated: snapshot.docs.length > MAX_SUMMARY_SAMPLES,
    rows: summariseWebVitals(samples),
  };
}
