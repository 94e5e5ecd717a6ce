import { beforeAll, describe, expect, it } from 'vitest';
import {
  enrolmentCount,
  expectError,
  getPath,
  postJson,
  tamperedToken,
  validEnrolment,
} from '../support/education';
import { demo, signInWithPassword, signInWithPhone } from '../support/emulators';

const ALLORDER = '/api/education/allorder';

interface Page {
  success: boolean;
  data: Array<{
    _id: string;
    course: string;
    name: string;
    status: string;
    createdAt: string;
    number: string;
  }>;
  error: null;
  nextCursor: string | null;
}

describe('education admin records API', () => {
  let eduAdminToken: string;
  let customerToken: string;
  let adminToken: string;
  let riderToken: string;

  beforeAll(async () => {
    eduAdminToken = (await signInWithPassword(demo.eduAdmin.email, demo.eduAdmin.password)).idToken;
    adminToken = (await signInWithPassword(demo.admin.email, demo.admin.password)).idToken;
    riderToken = (await signInWithPassword(demo.rider.email, demo.rider.password)).idToken;
    customerToken = (await signInWithPhone(demo.customerPhone)).idToken;
    // Enough records for several pages, in two courses.
    for (let i = 0; i < 3; i++) {
      await postJson('/api/education/addform', validEnrolment({ course: 'MSC', name: `Paging Person ${i}` }));
    }
  });

  describe('GET /api/education/allorder', () => {
    it('the education admin gets records newest first in the API shape', async () => {
      const response = await getPath(`${ALLORDER}?limit=50`, { token: eduAdminToken });
      expect(response.status).toBe(200);
      const page = (await response.json()) as Page;
      expect(page.success).toBe(true);
      expect(page.error).toBeNull();
      expect(page.data.length).toBeGreaterThan(3);
      for (const record of page.data) {
        expect(Object.keys(record)).toEqual(
          expect.arrayContaining(['_id', 'course', 'name', 'email', 'number', 'city', 'createdAt']),
        );
      }
      const times = page.data.map((record) => Date.parse(record.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('pages with a cursor through every record exactly once', async () => {
      const total = await enrolmentCount();
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page = (await (
          await getPath(`${ALLORDER}?limit=7${query}`, { token: eduAdminToken })
        ).json()) as Page;
        expect(page.data.length).toBeLessThanOrEqual(7);
        seen.push(...page.data.map((record) => record._id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    });

    it('filters by course without regard to case', async () => {
      const page = (await (
        await getPath(`${ALLORDER}?course=msc&limit=100`, { token: eduAdminToken })
      ).json()) as Page;
      expect(page.data.length).toBeGreaterThanOrEqual(3);
      expect(new Set(page.data.map((record) => record.course))).toEqual(new Set(['MSC']));
    });

    it('searches by name and by phone, and filters by status', async () => {
      const byName = (await (
        await getPath(`${ALLORDER}?q=paging%20pers`, { token: eduAdminToken })
      ).json()) as Page;
      expect(byName.data.map((record) => record.name).sort()).toEqual([
        'Paging Person 0',
        'Paging Person 1',
        'Paging Person 2',
      ]);
      const byPhone = (await (
        await getPath(`${ALLORDER}?q=098765%2043210`, { token: eduAdminToken })
      ).json()) as Page;
      expect(byPhone.data.map((record) => record.name)).toContain('Priya Sharma');
      const enrolled = (await (
        await getPath(`${ALLORDER}?status=enrolled`, { token: eduAdminToken })
      ).json()) as Page;
      expect(enrolled.data.length).toBeGreaterThan(0);
      expect(new Set(enrolled.data.map((record) => record.status))).toEqual(new Set(['enrolled']));
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=1000', 'limit'],
      ['course=PhD', 'course'],
      ['status=paid', 'status'],
      ['cursor=not-a-cursor', 'cursor'],
    ])('refuses the query %s with 400 naming %s', async (query, field) => {
      const body = await expectError(
        await getPath(`${ALLORDER}?${query}`, { token: eduAdminToken }),
        400,
        'validation_failed',
      );
      expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    });

    it('without a token answers 401', async () => {
      await expectError(await getPath(ALLORDER), 401, 'unauthenticated');
    });

    it.each([
      ['customer', () => customerToken],
      ['platform admin', () => adminToken],
      ['rider', () => riderToken],
    ])('with a %s token answers 403', async (_label, token) => {
      await expectError(await getPath(ALLORDER, { token: token() }), 403, 'forbidden');
    });

    it('with an expired token answers 401', async () => {
      const past = Math.floor(Date.now() / 1000) - 7200;
      const expired = tamperedToken(eduAdminToken, { iat: past, exp: past + 3600, auth_time: past }, 'none');
      await expectError(await getPath(ALLORDER, { token: expired }), 401, 'unauthenticated');
    });

    it('with a forged token (made-up signature claiming eduAdmin) answers 401', async () => {
      const forged = tamperedToken(customerToken, { eduAdmin: true }, 'RS256');
      await expectError(await getPath(ALLORDER, { token: forged }), 401, 'unauthenticated');
      await expectError(await getPath(ALLORDER, { token: 'not.a.token' }), 401, 'unauthenticated');
    });
  });
});
