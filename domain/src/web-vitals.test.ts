import { describe, expect, it } from 'vitest';
import {
  percentile,
  rateWebVital,
  ROUTE_PATTERN,
  summariseWebVitals,
  webVitalReportSchema,
} from './web-vitals.js';

const valid = {
  name: 'INP',
  value: 180,
  rating: 'good',
  id: 'v5-1700000000000-8123456789012',
  route: '/eduform/:course',
  navigationType: 'back-forward-cache',
};

describe('web vital reports', () => {
  it('accepts what the web-vitals library reports for a route pattern', () => {
    expect(webVitalReportSchema.safeParse(valid)).toMatchObject({ success: true, data: valid });
  });

  it('names every unknown key and every bad field', () => {
    const result = webVitalReportSchema.safeParse({ ...valid, name: 'FID', email: 'a@b.c' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'email']));
  });

  it('accepts route patterns and refuses URLs, queries and fragments', () => {
    for (const route of ['/', '/education', '/eduform/:course', '/admin/shop/:shopId', '/*']) {
      expect(ROUTE_PATTERN.test(route), route).toBe(true);
    }
    for (const route of [
      '',
      'education',
      'https://x.test/a',
      '//x.test/a',
      '/a?b=1',
      '/a#b',
      '/a b',
      '/a//b',
    ]) {
      expect(ROUTE_PATTERN.test(route), route).toBe(false);
    }
  });
});

describe('p75 and ratings', () => {
  it('uses the nearest rank', () => {
    expect(percentile([1, 2, 3, 4], 75)).toBe(3);
    expect(percentile([10], 75)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 75)).toBe(8);
    expect(percentile([], 75)).toBeNaN();
  });

  it("rates at Google's thresholds: good up to and including the first, poor above the second", () => {
    expect(rateWebVital('LCP', 2500)).toBe('good');
    expect(rateWebVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4000)).toBe('needs-improvement');
    expect(rateWebVital('LCP', 4001)).toBe('poor');
    expect(rateWebVital('CLS', 0.1)).toBe('good');
    expect(rateWebVital('CLS', 0.26)).toBe('poor');
    expect(rateWebVital('INP', 200)).toBe('good');
    expect(rateWebVital('TTFB', 1000)).toBe('needs-improvement');
    expect(rateWebVital('FCP', 3001)).toBe('poor');
  });

  it('summarises per route and metric with a daily trend, oldest day first', () => {
    const rows = summariseWebVitals([
      { name: 'LCP', value: 1000, route: '/education', day: '2026-01-02' },
      { name: 'LCP', value: 5000, route: '/education', day: '2026-01-01' },
      { name: 'LCP', value: 3000, route: '/education', day: '2026-01-02' },
      { name: 'LCP', value: 2000, route: '/education', day: '2026-01-02' },
      { name: 'FCP', value: 700, route: '/education', day: '2026-01-02' },
      { name: 'CLS', value: 0.3, route: '/admin/dashboard', day: '2026-01-02' },
    ]);
    expect(rows.map((row) => `${row.route} ${row.name}`)).toEqual([
      '/admin/dashboard CLS',
      '/education LCP',
      '/education FCP',
    ]);
    expect(rows[1]).toEqual({
      route: '/education',
      name: 'LCP',
      p75: 3000,
      rating: 'needs-improvement',
      count: 4,
      days: [
        { day: '2026-01-01', p75: 5000, count: 1 },
        { day: '2026-01-02', p75: 3000, count: 3 },
      ],
    });
    expect(rows[0]?.rating).toBe('poor');
  });
});
