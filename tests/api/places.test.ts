import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitPerMinute, waitForNextWindow, waitForWindowWithSeconds } from '../support/education';
import { APP_URL, demo, signInWithPhone } from '../support/emulators';

interface PlacesAnswer {
  success: boolean;
  data?: Array<{
    id: string;
    name: string;
    city: string;
    coordinates: { lat: number; lng: number };
    distanceKm?: number;
  }>;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

async function places(query: string, options: { token?: string } = {}) {
  const response = await fetch(`${APP_URL}/api/places?${query}`, {
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as PlacesAnswer,
  };
}

describe('GET /api/places: named places with coordinates', () => {
  let token: string;

  beforeAll(async () => {
    token = (await signInWithPhone(demo.customerPhone)).idToken;
  });

  it('answers 401 without a sign-in', async () => {
    const answer = await places('q=yerw');
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, error: { code: 'unauthenticated' } });
  });

  it('finds places by prefix in any case, nearest to `near` first, with coordinates', async () => {
    const answer = await places(`q=YERW&near=18.52,73.85`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.[0]).toMatchObject({
      name: 'Yerwada',
      city: 'Pune',
      coordinates: { lat: 18.5459, lng: 73.8855 },
    });
    expect(answer.body.data?.[0]?.distanceKm).toBeGreaterThan(0);

    const fromAgra = await places(`q=ka&near=27.18,78.01&limit=5`, { token });
    expect(fromAgra.body.data).toHaveLength(5);
    expect(fromAgra.body.data?.every((place) => place.city === 'Agra')).toBe(true);
  });

  it('answers the nearest known place to a point without text', async () => {
    const answer = await places(`near=18.548,73.887&limit=1`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((place) => place.name)).toEqual(['Yerwada']);
  });

  it('refuses bad queries with 400 and the error shape, naming the field', async () => {
    for (const [query, field] of [
      ['', 'q'],
      ['q=ab&near=north', 'near'],
      ['q=ab&limit=1000', 'limit'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=a&q=b', 'q'],
      ['q=ab&admin=1', '_'],
    ] as const) {
      const answer = await places(query, { token });
      expect(answer.status, query).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error?.code).toBe('validation_failed');
      expect(Object.keys(answer.body.error?.fields ?? {}), query).toContain(field);
    }
  });

  // The budget this test uses up is every local caller's: later suites get a fresh minute.
  afterAll(waitForNextWindow, 70_000);

  // Last in the file: every local caller is one client on the emulators (no forwarded address is
  // trusted), so the burst counts what it was granted beside the other searches of this minute.
  it('a client that searches too often in a minute gets 429 with Retry-After', async () => {
    const limit = rateLimitPerMinute('DROPWISE_RATE_LIMIT_PLACES_PER_MINUTE', 120);
    await waitForWindowWithSeconds(50);
    let accepted = 0;
    let limited: Awaited<ReturnType<typeof places>> | undefined;
    while (!limited && accepted <= limit) {
      const batch = await Promise.all(Array.from({ length: 5 }, () => places('q=pune', { token })));
      accepted += batch.filter((answer) => answer.status === 200).length;
      limited = batch.find((answer) => answer.status !== 200);
    }
    expect(accepted).toBeLessThanOrEqual(limit);
    expect(limited?.status).toBe(429);
    expect(limited?.body.error?.code).toBe('rate_limited');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
