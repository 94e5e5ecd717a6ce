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

interface ReverseAnswer {
  success: boolean;
  data?: {
    place: { name: string; city: string; coordinates: { lat: number; lng: number } };
    distanceKm: number;
    label: string;
  } | null;
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
    expect(answer.body.data?.[0]?.name).toMatch(/^Yerwada/);
    expect(answer.body.data).toContainEqual(
      expect.objectContaining({ name: 'Yerwada', city: 'Pune', coordinates: { lat: 18.5459, lng: 73.8855 } }),
    );
    expect(answer.body.data?.[0]?.distanceKm).toBeGreaterThan(0);

    const fromAgra = await places(`q=ka&near=27.18,78.01&limit=5`, { token });
    expect(fromAgra.body.data).toHaveLength(5);
    expect(fromAgra.body.data?.every((place) => place.city === 'Agra')).toBe(true);
  });

  it('answers the nearest known place to a point without text', async () => {
    const answer = await places(`near=18.548,73.887&limit=1`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((place) => place.name)).toEqual(['Gunjan Talkies']);
  });

  it('finds what people type: typos, alternative names, Devanagari', async () => {
    for (const [q, name] of [
      ['hinjewadi', /Hinjawadi/],
      ['agra cantonment', /^Agra Cantt railway station$/],
      ['pune station', /^Pune Junction railway station$/],
      ['शनिवारवाडा', /^Shaniwar Wada/],
    ] as const) {
      const answer = await places(`q=${encodeURIComponent(q)}&limit=3`, { token });
      expect(answer.status, q).toBe(200);
      expect(answer.body.data?.[0]?.name, q).toMatch(name);
    }
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

  describe('GET /api/places/reverse: the known place nearest a position', () => {
    async function reverse(query: string, withToken = true) {
      const response = await fetch(`${APP_URL}/api/places/reverse?${query}`, {
        headers: withToken ? { Authorization: `Bearer ${token}` } : {},
      });
      return { status: response.status, body: (await response.json()) as ReverseAnswer };
    }

    it('answers 401 without a sign-in', async () => {
      const answer = await reverse('lat=18.5008&lng=73.8592', false);
      expect(answer.status).toBe(401);
      expect(answer.body.success).toBe(false);
    });

    it('names the nearest place, with the distance only when it is more than 200 m away', async () => {
      const close = await reverse('lat=18.50079&lng=73.85916');
      expect(close.status).toBe(200);
      expect(close.body.data).toMatchObject({
        place: {
          name: 'Swargate Police Station',
          city: 'Pune',
          coordinates: { lat: 18.50079, lng: 73.85916 },
        },
        label: 'Near Swargate Police Station, Pune',
      });
      expect(close.body.data?.distanceKm).toBeLessThan(0.2);

      // 286 m from the nearest known place (a park below Parvati hill).
      const farther = await reverse('lat=18.495&lng=73.852');
      expect(farther.body.data?.distanceKm).toBeGreaterThan(0.2);
      expect(farther.body.data?.label).toMatch(/^Near .+, Pune \(\d+ m away\)$/);
    });

    it('answers data null far from every known place', async () => {
      const answer = await reverse('lat=10.0&lng=76.0');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, data: null });
    });

    it('refuses a bad position with 400 naming the field, and stores nothing', async () => {
      for (const [query, field] of [
        ['lat=91&lng=73.8', 'lat'],
        ['lat=north&lng=73.8', 'lat'],
        ['lat=18.5', 'lng'],
        ['lat=18.5&lng=73.8&x=1', '_'],
      ] as const) {
        const answer = await reverse(query);
        expect(answer.status, query).toBe(400);
        expect(answer.body.error?.code, query).toBe('validation_failed');
        expect(Object.keys(answer.body.error?.fields ?? {}), query).toContain(field);
      }
    });
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
