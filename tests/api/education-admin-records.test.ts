import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  enrolmentCount,
  expectError,
  getPath,
  patchJson,
  postJson,
  validEnrolment,
} from '../support/education';
import { demo, signInWithPassword, signInWithPhone } from '../support/emulators';
import { ENROLMENTS } from '@dropwise/domain/collections';

describe('education admin record changes and exports', () => {
  let eduAdminToken: string;
  let customerToken: string;

  beforeAll(async () => {
    eduAdminToken = (await signInWithPassword(demo.eduAdmin.email, demo.eduAdmin.password)).idToken;
    customerToken = (await signInWithPhone(demo.customerPhone)).idToken;
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
      const stored = (await adminDb.doc(`${ENROLMENTS}/${id}`).get()).data();
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
      expect((await adminDb.doc(`${ENROLMENTS}/${id}`).get()).get('status')).toBe('new');
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
      expect((await adminDb.doc(`${ENROLMENTS}/${id}`).get()).get('status')).toBe('new');
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
