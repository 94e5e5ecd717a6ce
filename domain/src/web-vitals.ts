import { z } from 'zod';
import { withOnlyKeys } from './strict-keys.js';

/**
 * Core Web Vitals as browsers report them with the `web-vitals` library, and how Site speed reads
 * them. Thresholds are Google's (web.dev/articles/vitals): at or under `good` is good, over `poor`
 * is poor, in between needs improvement. Milliseconds for all but CLS, which has no unit.
 */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
] as const;

/** A minute is far beyond any real value of a timing metric; CLS above 100 is not a real page. */
const MAX_VALUE: Record<WebVitalName, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 100,
  FCP: 60_000,
  TTFB: 60_000,
};

export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value > poor ? 'poor' : 'needs-improvement';
}

/**
 * A route pattern such as `/eduform/:course`: path segments of letters, digits, `_ . -`, a
 * `:param` or `*`. No scheme, host, query or fragment, so neither a full URL nor what a person
 * typed into a search box can be stored.
 */
export const ROUTE_PATTERN = /^\/(?:(?::?[A-Za-z0-9_.-]+|\*)(?:\/(?::?[A-Za-z0-9_.-]+|\*))*)?$/;

const WEB_VITAL_KEYS = ['name', 'value', 'rating', 'id', 'route', 'navigationType'] as const;

/** POST /api/vitals body: one metric of one page view. */
export const webVitalReportSchema = withOnlyKeys(
  z
    .object(
      {
        name: z.enum(WEB_VITAL_NAMES, {
          errorMap: () => ({ message: `The metric must be one of ${WEB_VITAL_NAMES.join(', ')}.` }),
        }),
        value: z
          .number({ required_error: 'Send the value.', invalid_type_error: 'The value must be a number.' })
          .finite('The value must be a finite number.')
          .nonnegative('The value cannot be negative.'),
        rating: z.enum(WEB_VITAL_RATINGS, {
          errorMap: () => ({ message: `The rating must be one of ${WEB_VITAL_RATINGS.join(', ')}.` }),
        }),
        id: z
          .string({
            required_error: 'Send the metric id.',
            invalid_type_error: 'The metric id must be text.',
          })
          .regex(
            /^[A-Za-z0-9_.-]{1,80}$/,
            'The metric id is 1-80 letters, digits, dots, dashes or underscores.',
          ),
        route: z
          .string({ required_error: 'Send the route.', invalid_type_error: 'The route must be text.' })
          .max(100, 'The route can have at most 100 characters.')
          .regex(ROUTE_PATTERN, 'The route must be a route pattern such as /eduform/:course, not a URL.'),
        navigationType: z.enum(NAVIGATION_TYPES, {
          errorMap: () => ({ message: `The navigation type must be one of ${NAVIGATION_TYPES.join(', ')}.` }),
        }),
      },
      { invalid_type_error: 'The request body must be a JSON object.' },
    )
    .superRefine((report, context) => {
      if (report.value > MAX_VALUE[report.name]) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: `This ${report.name} value is out of range.`,
        });
      }
    }),
  WEB_VITAL_KEYS,
);
export type WebVitalReport = z.output<typeof webVitalReportSchema>;

/** Nearest-rank percentile of values sorted ascending (the 75th is what Google's thresholds rate). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface WebVitalSample {
  name: WebVitalName;
  value: number;
  route: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
}

export interface WebVitalDay {
  day: string;
  p75: number;
  count: number;
}

export interface WebVitalSummaryRow {
  route: string;
  name: WebVitalName;
  p75: number;
  rating: WebVitalRating;
  count: number;
  /** One entry per day that has samples, oldest first: the trend the chart draws. */
  days: WebVitalDay[];
}

function sortedAscending(values: number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** p75 and rating per route and metric, with a daily p75 series; rows by route, then metric order. */
export function summariseWebVitals(samples: readonly WebVitalSample[]): WebVitalSummaryRow[] {
  const groups = new Map<string, { route: string; name: WebVitalName; byDay: Map<string, number[]> }>();
  for (const sample of samples) {
    const key = `${sample.route}\u0000${sample.name}`;
    let group = groups.get(key);
    if (!group) {
      group = { route: sample.route, name: sample.name, byDay: new Map() };
      groups.set(key, group);
    }
    const values = group.byDay.get(sample.day) ?? [];
    values.push(sample.value);
    group.byDay.set(sample.day, values);
  }
  const rows = [...groups.values()].map(({ route, name, byDay }) => {
    const all = sortedAscending([...byDay.values()].flat());
    const p75 = percentile(all, 75);
    const days = [...byDay.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, values]) => ({ day, p75: percentile(sortedAscending(values), 75), count: values.length }));
    return { route, name, p75, rating: rateWebVital(name, p75), count: all.length, days };
  });
  return rows.sort(
    (a, b) =>
      a.route.localeCompare(b.route) || WEB_VITAL_NAMES.indexOf(a.name) - WEB_VITAL_NAMES.indexOf(b.name),
  );
}

/** How far back Site speed looks. */
export const WEB_VITALS_WINDOW_DAYS = 7;

/** What `GET /api/admin/vitals` answers: p75 per route and metric over the window. */
export interface WebVitalsSummary {
  from: string;
  to: string;
  samples: number;
  /** True when the window held more than the server's sample cap and only the newest were read. */
  truncated: boolean;
  rows: WebVitalSummaryRow[];
}
