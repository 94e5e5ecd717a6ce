import { describe, expect, it } from 'vitest';
import {
  adminDb,
  enrolmentCount,
  expectError,
  postJson,
  uniqueClientIp,
  uniquePhone,
  validEnrolment,
} from '../support/education';

const SUBMIT_ENROLMENT = '/api/education/addform';

/** Runs a request and asserts that no enrolment was stored meanwhile. */
async function withoutNewRecords(send: () => Promise<Response>): Promise<Response> {
  const before = await enrolmentCount();
  const response = await send();
  await response.clone().text();
  expect(await enrolmentCount()).toBe(before);
  return response;
}

describe('POST /api/education/addform through the Hosting rewrite', () => {
  it('a visitor enrols and gets the new record id; the record is stored normalised', async () => {
    const before = await enrolmentCount();
    const response = await postJson(
      SUBMIT_ENROLMENT,
      validEnrolment({ course: 'bca', number: '098765-12345' }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; id: string };
    expect(body).toEqual({ success: true, id: expect.stringMatching(/^[\w-]+$/) });
    expect(await enrolmentCount()).toBe(before + 1);

    const stored = (await adminDb.doc(`enrolments/${body.id}`).get()).data();
    expect(stored).toMatchObject({
      course: 'BCA',
      name: 'Asha Kumari',
      email: 'asha@example.com',
      number: '098765-12345',
      phone: '+919876512345',
      city: 'Pune',
      status: 'new',
    });
    expect(stored?.createdAt?.toDate()).toBeInstanceOf(Date);
  });

  it('the same person enrolling in the same course again gets the existing id with duplicate: true', async () => {
    const phone = uniquePhone();
    const first = (await (await postJson(SUBMIT_ENROLMENT, validEnrolment({ number: phone }))).json()) as {
      id: string;
    };
    const before = await enrolmentCount();
    const digits = phone.replace(/\D/g, '');
    const again = await postJson(
      SUBMIT_ENROLMENT,
      validEnrolment({
        course: 'bca',
        number: `+91 ${digits.slice(0, 5)}-${digits.slice(5)}`,
        name: 'A. Kumari',
      }),
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, id: first.id, duplicate: true });
    expect(await enrolmentCount()).toBe(before);
  });

  it('the same person may enrol in a different course', async () => {
    const phone = uniquePhone();
    const bca = (await (await postJson(SUBMIT_ENROLMENT, validEnrolment({ number: phone }))).json()) as {
      id: string;
    };
    const mca = (await (
      await postJson(SUBMIT_ENROLMENT, validEnrolment({ number: phone, course: 'MCA' }))
    ).json()) as {
      id: string;
      duplicate?: boolean;
    };
    expect(mca.id).not.toBe(bca.id);
    expect(mca.duplicate).toBeUndefined();
  });

  it('a legacy client may send phone in place of number', async () => {
    const { number, ...rest } = validEnrolment();
    const response = await postJson(SUBMIT_ENROLMENT, { ...rest, phone: number });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string };
    expect((await adminDb.doc(`enrolments/${body.id}`).get()).get('number')).toBe(number);
  });

  it('ten simultaneous submissions of the same enrolment store one record and all answer its id', async () => {
    const payload = validEnrolment();
    const before = await enrolmentCount();
    const clientIp = uniqueClientIp();
    const bodies = (await Promise.all(
      Array.from({ length: 10 }, async () =>
        (await postJson(SUBMIT_ENROLMENT, payload, { clientIp })).json(),
      ),
    )) as Array<{ success: boolean; id: string; duplicate?: boolean }>;
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect(bodies.filter((body) => body.duplicate !== true)).toHaveLength(1);
    expect(await enrolmentCount()).toBe(before + 1);
  });

  it('a name with script tags is stored as plain text', async () => {
    const name = '<script>alert("x")</script>';
    const response = await postJson(SUBMIT_ENROLMENT, validEnrolment({ name }));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect((await adminDb.doc(`enrolments/${id}`).get()).get('name')).toBe(name);
  });

  describe('bad input is refused with 400 and stores nothing', () => {
    it('malformed JSON', async () => {
      const response = await withoutNewRecords(() =>
        postJson(SUBMIT_ENROLMENT, '{"course": "BCA", "name": '),
      );
      // The platform's JSON parser refuses it before the app runs (see the README's limits), so
      // only the status is ours to assert when the answer is not JSON.
      expect(response.status).toBe(400);
      const text = await response.text();
      if (text.startsWith('{')) expect(JSON.parse(text)).toMatchObject({ success: false });
      expect(text).not.toContain('"success":true');
    });

    it('a body that is not a JSON object', async () => {
      const response = await withoutNewRecords(() => postJson(SUBMIT_ENROLMENT, '["BCA"]'));
      await expectError(response, 400, 'invalid_json');
    });

    it('a wrong content type', async () => {
      const response = await withoutNewRecords(() =>
        postJson(SUBMIT_ENROLMENT, JSON.stringify(validEnrolment()), { contentType: 'text/plain' }),
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
      const response = await withoutNewRecords(() =>
        postJson(SUBMIT_ENROLMENT, validEnrolment({ [field]: value })),
      );
      const body = await expectError(response, 400, 'validation_failed');
      expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
    });

    it('missing fields, each named', async () => {
      const response = await withoutNewRecords(() => postJson(SUBMIT_ENROLMENT, {}));
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
        postJson(SUBMIT_ENROLMENT, validEnrolment({ status: 'enrolled', createdAt: '2020-01-01' })),
      );
      const body = await expectError(response, 400, 'validation_failed');
      expect(body.error.fields).toEqual({
        status: 'This field is not accepted.',
        createdAt: 'This field is not accepted.',
      });
    });

    it('empty strings', async () => {
      const response = await withoutNewRecords(() =>
        postJson(SUBMIT_ENROLMENT, { course: '', name: '', email: '', number: '', city: '' }),
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
      const response = await withoutNewRecords(() =>
        postJson(SUBMIT_ENROLMENT, validEnrolment({ course: 'PhD' })),
      );
      const body = await expectError(response, 400, 'validation_failed');
      expect(body.error.fields).toEqual({ course: 'Unknown course. Pick one from the course list.' });
    });

    it('a phone number that is not one', async () => {
      const response = await withoutNewRecords(() =>
        postJson(SUBMIT_ENROLMENT, validEnrolment({ number: '12345' })),
      );
      const body = await expectError(response, 400, 'validation_failed');
      expect(Object.keys(body.error.fields ?? {})).toEqual(['number']);
    });

    it('a 1 MB body is refused with 413', async () => {
      const response = await withoutNewRecords(() =>
        postJson(SUBMIT_ENROLMENT, validEnrolment({ name: 'x'.repeat(1024 * 1024) })),
      );
      await expectError(response, 413, 'payload_too_large');
    });
  });
});
