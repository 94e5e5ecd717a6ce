import { describe, expect, it } from 'vitest';
import { adminDb, enrolmentCount, uniqueClientIp, uniquePhone, validEnrolment } from '../support/education';
import { submitEnrolment } from '../support/api-enrolment';
import { ENROLMENTS } from '@dropwise/domain/collections';

describe('POST /api/education/addform through the Hosting rewrite', () => {
  it('a visitor enrols and gets the new record id; the record is stored normalised', async () => {
    const before = await enrolmentCount();
    const response = await submitEnrolment(validEnrolment({ course: 'bca', number: '098765-12345' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; id: string };
    expect(body).toEqual({ success: true, id: expect.stringMatching(/^[\w-]+$/) });
    expect(await enrolmentCount()).toBe(before + 1);

    const stored = (await adminDb.doc(`${ENROLMENTS}/${body.id}`).get()).data();
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
    const first = (await (await submitEnrolment(validEnrolment({ number: phone }))).json()) as {
      id: string;
    };
    const before = await enrolmentCount();
    const digits = phone.replace(/\D/g, '');
    const again = await submitEnrolment(
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
    const bca = (await (await submitEnrolment(validEnrolment({ number: phone }))).json()) as {
      id: string;
    };
    const mca = (await (await submitEnrolment(validEnrolment({ number: phone, course: 'MCA' }))).json()) as {
      id: string;
      duplicate?: boolean;
    };
    expect(mca.id).not.toBe(bca.id);
    expect(mca.duplicate).toBeUndefined();
  });

  it('a legacy client may send phone in place of number', async () => {
    const { number, ...rest } = validEnrolment();
    const response = await submitEnrolment({ ...rest, phone: number });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string };
    expect((await adminDb.doc(`${ENROLMENTS}/${body.id}`).get()).get('number')).toBe(number);
  });

  it('ten simultaneous submissions of the same enrolment store one record and all answer its id', async () => {
    const payload = validEnrolment();
    const before = await enrolmentCount();
    const clientIp = uniqueClientIp();
    const bodies = (await Promise.all(
      Array.from({ length: 10 }, async () => (await submitEnrolment(payload, { clientIp })).json()),
    )) as Array<{ success: boolean; id: string; duplicate?: boolean }>;
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect(bodies.filter((body) => body.duplicate !== true)).toHaveLength(1);
    expect(await enrolmentCount()).toBe(before + 1);
  });

  it('a name with script tags is stored as plain text', async () => {
    const name = '<script>alert("x")</script>';
    const response = await submitEnrolment(validEnrolment({ name }));
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect((await adminDb.doc(`${ENROLMENTS}/${id}`).get()).get('name')).toBe(name);
  });
});
