import { beforeAll, describe, expect, it } from 'vitest';
import { actorTokens, type ActorTokens } from '../support/admin-api';
import { STORED_WEB_VITAL_KEYS } from '../support/web-vital-keys';
import {
  adminDb,
  expectError,
  getPath,
  postJson,
  rateLimitPerMinute,
  uniqueClientIp,
  waitForWindowWithSeconds,
} from '../support/education';
import { WEB_VITALS } from '@dropwise/domain/collections';

const VITALS = '/api/vitals';

function metric(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'LCP',
    value: 1234.5,
    rating: 'good',
    id: `v5-${Date.now()}-${Math.floor(Math.random() * 1e12)}`,
    route: '/eduform/:course',
    navigationType: 'navigate',
    ...overrides,
  };
}

async function storedWithMetricId(metricId: string) {
  const snapshot = await adminDb.collection(WEB_VITALS).where('metricId', '==', metricId).get();
  return snapshot.docs.map((doc) => doc.data());
}

describe('POST /api/vitals through the Hosting rewrite', () => {
  it('takes a valid metric with 202 and stores it (every report is sampled on the emulators)', async () => {
    const body = metric({ name: 'CLS', value: 0.04, route: '/education' });
    const response = await postJson(VITALS, body);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ success: true, sampled: true });

    const stored = await storedWithMetricId(body.id as string);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'CLS',
      value: 0.04,
      rating: 'good',
      route: '/education',
      navigationType: 'navigate',
      day: new Date().toISOString().slice(0, 10),
    });
    // Nothing that identifies the visitor is kept.
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(STORED_WEB_VITAL_KEYS);
  });

  it.each([
    ['an unknown metric', { name: 'FID' }, 'name'],
    ['a value that is text', { value: '1200' }, 'value'],
    ['a negative value', { value: -1 }, 'value'],
    ['an LCP of more than a minute', { value: 600_000 }, 'value'],
    ['a CLS of 1000', { name: 'CLS', value: 1000 }, 'value'],
    ['an unknown rating', { rating: 'great' }, 'rating'],
    ['a full URL as the route', { route: 'https://dropwise.example/eduform/BCA' }, 'route'],
    ['a route with a query string', { route: '/eduform/BCA?email=a@b.c' }, 'route'],
    ['a route with a fragment', { route: '/education#ug-courses' }, 'route'],
    ['an overlong route', { route: `/${'a'.repeat(120)}` }, 'route'],
    ['an id with spaces', { id: 'not an id' }, 'id'],
    ['an unknown navigation type', { navigationType: 'teleport' }, 'navigationType'],
    ['an extra field', { userId: 'someone' }, 'userId'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_case, overrides, field) => {
    const body = metric(overrides);
    const response = await postJson(VITALS, body);
    const error = await expectError(response, 400, 'validation_failed');
    expect(error.error.fields).toHaveProperty(field);
    expect(await storedWithMetricId(body.id as string)).toHaveLength(0);
  });

  it('refuses a body that is not a JSON object, or is not JSON at all, with 400', async () => {
    await expectError(await postJson(VITALS, [metric()]), 400, 'invalid_json');
    await expectError(
      await postJson(VITALS, 'name=LCP', { contentType: 'text/plain' }),
      400,
      'unsupported_media_type',
    );
    const missing = await expectError(await postJson(VITALS, {}), 400, 'validation_failed');
    expect(Object.keys(missing.error.fields ?? {})).toEqual(
      expect.arrayContaining(['name', 'value', 'rating', 'id', 'route', 'navigationType']),
    );
  });
});

describe('GET /api/admin/vitals (the Site speed summary)', () => {
  let tokens: ActorTokens;
  const route = `/vitals-test-${Date.now().toString(36)}`;

  beforeAll(async () => {
    tokens = await actorTokens();
    // Four LCPs on one route: the nearest-rank p75 of 1000, 2000, 3000, 5000 is 3000 (needs improvement).
    for (const value of [5000, 1000, 3000, 2000]) {
      const response = await postJson(VITALS, metric({ value, route, rating: 'good' }));
      expect(response.status).toBe(202);
    }
  });

  it('gives a platform admin the p75, rating, count and daily trend per route and metric', async () => {
    const response = await getPath('/api/admin/vitals', { token: tokens.admin });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      data: { samples: number; rows: Array<Record<string, unknown>> };
    };
    expect(body.success).toBe(true);
    expect(body.data.samples).toBeGreaterThanOrEqual(4);
    const row = body.data.rows.find((candidate) => candidate.route === route);
    expect(row).toEqual({
      route,
      name: 'LCP',
      p75: 3000,
      rating: 'needs-improvement',
      count: 4,
      days: [{ day: new Date().toISOString().slice(0, 10), p75: 3000, count: 4 }],
    });
  });

  it('refuses a visitor without a token (401) and every signed-in non-admin (403)', async () => {
    await expectError(await getPath('/api/admin/vitals'), 401, 'unauthenticated');
    for (const token of [tokens.customer, tokens.rider, tokens.eduAdmin]) {
      await expectError(await getPath('/api/admin/vitals', { token }), 403, 'forbidden');
    }
  });
});

// Last in the file: every local caller is one client on the emulators, so a used-up budget would
// refuse the reports of any test after it in the same minute.
describe('POST /api/vitals rate limit', () => {
  it(
    'answers 429 with Retry-After once one client has used up its budget for the minute',
    { timeout: 120_000 },
    async () => {
      const limit = rateLimitPerMinute('DROPWISE_RATE_LIMIT_VITALS_PER_MINUTE', 60);
      await waitForWindowWithSeconds(50);
      // Other reports of this minute share the budget (every local caller is one client), so the
      // burst counts what it was granted rather than expecting all of the limit for itself.
      const clientIp = uniqueClientIp();
      let accepted = 0;
      let refused: Response | undefined;
      while (!refused && accepted <= limit) {
        const batch = await Promise.all(
          Array.from({ length: 5 }, () =>
            postJson(VITALS, metric({ name: 'FCP', value: 900 }), { clientIp }),
          ),
        );
        accepted += batch.filter((response) => response.status === 202).length;
        refused = batch.find((response) => response.status !== 202);
      }
      expect(accepted).toBeLessThanOrEqual(limit);
      expect(refused).toBeDefined();
      expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
      await expectError(refused as Response, 429, 'rate_limited');
    },
  );
});
