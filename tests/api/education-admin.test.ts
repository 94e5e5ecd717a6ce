import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  enrolmentCount,
  expectError,
  getPath,
  idTokenFromCustomToken,
  patchJson,
  postJson,
  tamperedToken,
  validEnrolment,
} from '../support/education';
import { decodeClaims, demo, signInWithPassword, signInWithPhone } from '../support/emulators';

const LOGIN = '/api/education/adminlogin';
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

describe('POST /api/education/adminlogin', () => {
  it('the education admin gets a custom token that signs in with the eduAdmin claim', async () => {
    const response = await postJson(LOGIN, {
      username: demo.eduAdmin.email,
      password: demo.eduAdmin.password,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; token: string };
    expect(body).toEqual({ success: true, token: expect.any(String) });
    const idToken = await idTokenFromCustomToken(body.token);
    expect(decodeClaims(idToken).eduAdmin).toBe(true);
  });

  it('a wrong password gets 401 Incorrect Credentials', async () => {
    const response = await postJson(LOGIN, { username: demo.eduAdmin.email, password: 'wrong-password' });
    const body = await expectError(response, 401, 'unauthenticated');
    expect(body.error.message).toBe('Incorrect Credentials');
  });

  it('an unknown username gets 401 Incorrect Credentials', async () => {
    const response = await postJson(LOGIN, { username: 'nobody@dropwise.test', password: 'whatever-1' });
    await expectError(response, 401, 'unauthenticated');
  });

  it.each([
    ['platform admin', demo.admin],
    ['rider', demo.rider],
  ])('a %s with correct credentials gets 403: not an education admin', async (_label, account) => {
    const response = await postJson(LOGIN, { username: account.email, password: account.password });
    await expectError(response, 403, 'forbidden');
  });

  it('malformed JSON gets 400 and no token', async () => {
    const response = await postJson(LOGIN, '{"username":');
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('token');
  });

  it('a wrong content type gets 400', async () => {
    const response = await postJson(LOGIN, '{"username":"a","password":"b"}', { contentType: 'text/plain' });
    await expectError(response, 400, 'unsupported_media_type');
  });

  it.each([
    ['missing fields', {}, ['username', 'password']],
    ['empty strings', { username: '', password: '' }, ['username', 'password']],
    ['wrong types', { username: 42, password: ['x'] }, ['username', 'password']],
    [
      'an extra field',
      { username: demo.eduAdmin.email, password: demo.eduAdmin.password, admin: true },
      ['admin'],
    ],
  ])('%s get 400 naming each field', async (_label, body, fields) => {
    const error = await expectError(await postJson(LOGIN, body), 400, 'validation_failed');
    expect(Object.keys(error.error.fields ?? {}).sort()).toEqual([...fields].sort());
  });

  it('a 1 MB body gets 413', async () => {
    const response = await postJson(LOGIN, { username: 'x'.repeat(1024 * 1024), password: 'y' });
    await expectError(response, 413, 'payload_too_large');
  });
});

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

  describe('PATCH /api/education/enrolments/:id', () => {
    async function newRecordId(): Promise<string> {
      const response = await postJson('/api/education/addform', validEnrolment({ course: 'BA' }));
      return ((await response.json()) as { id: string }).id;
    }

    it('the education admin sets a status, and who did it is kept', async () => {
      const id = await newRecordId();
      const response = await patchJson(
        `/api/education/enrolments/${id}`,
        { status: 'contacted' },
        { token: eduAdminToken },
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, id, status: 'contacted' });
      const stored = (await adminDb.doc(`enrolments/${id}`).get()).data();
      expect(stored).toMatchObject({ status: 'contacted', statusUpdatedBy: 'demo-eduadmin' });
    });

    it.each([
      [{ status: 'paid' }, ['status']],
      [{ status: 'enrolled', name: 'x' }, ['name']],
      [{}, ['status']],
    ])('refuses %j with 400 and changes nothing', async (body, fields) => {
      const id = await newRecordId();
      const error = await expectError(
        await patchJson(`/api/education/enrolments/${id}`, body, { token: eduAdminToken }),
        400,
        'validation_failed',
      );
      expect(Object.keys(error.error.fields ?? {})).toEqual(fields);
      expect((await adminDb.doc(`enrolments/${id}`).get()).get('status')).toBe('new');
    });

    it('answers 404 for an unknown record and creates nothing', async () => {
      const before = await enrolmentCount();
      await expectError(
        await patchJson(
          '/api/education/enrolments/no-such-record',
          { status: 'contacted' },
          { token: eduAdminToken },
        ),
        404,
        'not_found',
      );
      expect(await enrolmentCount()).toBe(before);
    });

    it('a customer may not change a status (403), nor may anyone without a token (401)', async () => {
      const id = await newRecordId();
      await expectError(
        await patchJson(`/api/education/enrolments/${id}`, { status: 'enrolled' }, { token: customerToken }),
        403,
        'forbidden',
      );
      await expectError(
        await patchJson(`/api/education/enrolments/${id}`, { status: 'enrolled' }),
        401,
        'unauthenticated',
      );
      expect((await adminDb.doc(`enrolments/${id}`).get()).get('status')).toBe('new');
    });
  });

  describe('GET /api/education/export', () => {
    it('the education admin downloads CSV of the filter with formulas neutralised', async () => {
      await postJson(
        '/api/education/addform',
        validEnrolment({ course: 'MCOM', name: '=HYPERLINK("http://evil.example")' }),
      );
      const response = await getPath('/api/education/export?course=mcom', { token: eduAdminToken });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      expect(response.headers.get('content-disposition')).toMatch(
        /attachment; filename="enrolments-.*\.csv"/,
      );
      const csv = await response.text();
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('id,created at,course,name,email,number,phone (E.164),city,status');
      expect(lines.slice(1).every((line) => line.includes(',MCOM,'))).toBe(true);
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(csv).not.toMatch(/,=HYPERLINK/);
    });

    it('a customer gets 403 and no CSV', async () => {
      await expectError(await getPath('/api/education/export', { token: customerToken }), 403, 'forbidden');
    });
  });
});
