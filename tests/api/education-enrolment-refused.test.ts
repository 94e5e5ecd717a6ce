import { describe, expect, it } from 'vitest';
import { enrolmentCount, expectError, validEnrolment } from '../support/education';
import { submitEnrolment } from '../support/api-enrolment';

/** Runs a request and asserts that no enrolment was stored meanwhile. */
async function withoutNewRecords(send: () => Promise<Response>): Promise<Response> {
  const before = await enrolmentCount();
  const response = await send();
  await response.clone().text();
  expect(await enrolmentCount()).toBe(before);
  return response;
}

describe('POST /api/education/addform through the Hosting rewrite', () => {
  describe('bad input is refused with 400 and stores nothing', () => {
    it('malformed JSON', async () => {
      const response = await withoutNewRecords(() => submitEnrolment('{"course": "BCA", "name": '));
      // The platform's JSON parser refuses it before the app runs (see docs/api.md's limits), so
      // only the status is ours to assert when the answer is not JSON.
      expect(response.status).toBe(400);
      const text = await response.text();
      if (text.startsWith('{')) expect(JSON.parse(text)).toMatchObject({ success: false });
      expect(text).not.toContain('"success":true');
    });

    it('a body that is not a JSON object', async () => {
      const response = await withoutNewRecords(() => submitEnrolment('["BCA"]'));
      await expectError(response, 400, 'invalid_json');
    });

    it('a wrong content type', async () => {
      const response = await withoutNewRecords(() =>
        submitEnrolment(JSON.stringify(validEnrolment()), { contentType: 'text/plain' }),
      );
      await expectError(response, 400, 'unsupported_media_type');
    });

    it.each([
      ['name', 42],
      ['email', ['a@b.test']],
      ['city', { name: 'Pune' }],
      ['number', true],
      ['course', null],
    ])('a wrong type for %s', async (field, value) => {
      const response = await withoutNewRecords(() => submitEnrolment(validEnrolment({ [field]: value })));
      const body = await expectError(response, 400, 'validation_failed');
      expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    });

    it('missing fields, each named', async () => {
      const response = await withoutNewRecords(() => submitEnrolment({}));
      const body = await expectError(response, 400, 'validation_failed');
      expect(Object.keys(body.error.fields ?? {}).sort()).toEqual([
        'city',
        'course',
        'email',
        'name',
        'number',
      ]);
    });

    it('extra fields, each named', async () => {
      const response = await withoutNewRecords(() =>
        submitEnrolment(validEnrolment({ status: 'enrolled', createdAt: '2020-01-01' })),
      );
      const body = await expectError(response, 400, 'validation_failed');
      expect(body.error.fields).toEqual({
        status: 'This field is not accepted.',
        createdAt: 'This field is not accepted.',
      });
    });

    it('empty strings', async () => {
      const response = await withoutNewRecords(() =>
        submitEnrolment({ course: '', name: '', email: '', number: '', city: '' }),
      );
      const body = await expectError(response, 400, 'validation_failed');
      expect(body.error.fields).toMatchObject({
        name: 'Enter your full name.',
        email: 'Enter your email.',
        number: 'Enter your phone number.',
        city: 'Enter your city.',
      });
    });

    it('an unknown course', async () => {
      const response = await withoutNewRecords(() => submitEnrolment(validEnrolment({ course: 'PhD' })));
      const body = await expectError(response, 400, 'validation_failed');
      expect(body.error.fields).toEqual({ course: 'Unknown course. Pick one from the course list.' });
    });

    it('a phone number that is not one', async () => {
      const response = await withoutNewRecords(() => submitEnrolment(validEnrolment({ number: '12345' })));
      const body = await expectError(response, 400, 'validation_failed');
      expect(Object.keys(body.error.fields ?? {})).toEqual(['number']);
    });

    it('a 1 MB body is refused with 413', async () => {
      const response = await withoutNewRecords(() =>
        submitEnrolment(validEnrolment({ name: 'x'.repeat(1024 * 1024) })),
      );
      await expectError(response, 413, 'payload_too_large');
    });
  });
});
