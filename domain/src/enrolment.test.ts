import { describe, expect, it } from 'vitest';
import { enrolmentRequestSchema, enrolmentSearchTerms, searchTermFor } from './enrolment.js';
import { firstProblemPerField } from './field-problems.js';

const valid = {
  course: 'bca',
  name: '  Asha Kumari ',
  email: 'Asha@Example.com',
  number: '098765-43210',
  city: 'Pune',
};

function fieldErrors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return firstProblemPerField(result.error?.issues ?? []);
}

describe('enrolmentRequestSchema', () => {
  it('accepts the legacy payload and normalises course, name, email and phone', () => {
    const result = enrolmentRequestSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      course: 'BCA',
      name: 'Asha Kumari',
      email: 'asha@example.com',
      number: '098765-43210',
      phone: '+919876543210',
      city: 'Pune',
    });
  });

  it('accepts phone in place of number', () => {
    const { number: _number, ...rest } = valid;
    const result = enrolmentRequestSchema.safeParse({ ...rest, phone: '+91 98765 43210' });
    expect(result.success).toBe(true);
    expect(result.data?.phone).toBe('+919876543210');
    expect(result.data?.number).toBe('+91 98765 43210');
  });

  it('accepts a phone sent as a JSON whole number, as its digits', () => {
    const result = enrolmentRequestSchema.safeParse({ ...valid, number: 9876543210 });
    expect(result.data?.phone).toBe('+919876543210');
    expect(result.data?.number).toBe('9876543210');
  });

  it('refuses a body with neither number nor phone, naming number', () => {
    const { number: _number, ...rest } = valid;
    expect(fieldErrors(enrolmentRequestSchema.safeParse(rest))).toEqual({
      number: 'Enter your phone number.',
    });
  });

  it('refuses a body with both number and phone', () => {
    const result = enrolmentRequestSchema.safeParse({ ...valid, phone: '9876543210' });
    expect(Object.keys(fieldErrors(result))).toEqual(['phone']);
  });

  it('refuses unknown fields by name', () => {
    const result = enrolmentRequestSchema.safeParse({ ...valid, status: 'enrolled', admin: true });
    expect(fieldErrors(result)).toEqual({
      status: 'This field is not accepted.',
      admin: 'This field is not accepted.',
    });
  });

  it('refuses an unknown course', () => {
    expect(fieldErrors(enrolmentRequestSchema.safeParse({ ...valid, course: 'PhD' }))).toEqual({
      course: 'Unknown course. Pick one from the course list.',
    });
  });

  it.each([
    ['name', 123, 'Your full name must be text.'],
    ['name', '   ', 'Enter your full name.'],
    ['name', 'A', 'Your full name needs at least 2 characters.'],
    ['name', 'x'.repeat(101), 'Your full name can have at most 100 characters.'],
    ['email', 'not-an-email', 'Enter a valid email address, for example name@example.com.'],
    ['email', '', 'Enter your email.'],
    ['city', null, 'Your city must be text.'],
    ['city', 'x'.repeat(81), 'Your city can have at most 80 characters.'],
    ['number', true, 'Your phone number must be text.'],
    ['number', '12345', 'Enter a valid phone number, for example 98765 43210 or +91 98765 43210.'],
    ['course', ['BCA'], 'The course must be text.'],
  ])('refuses %s = %j with a message next to it', (field, value, message) => {
    expect(fieldErrors(enrolmentRequestSchema.safeParse({ ...valid, [field]: value }))).toEqual({
      [field]: message,
    });
  });

  it('keeps script tags as plain text (the page renders them inert)', () => {
    const result = enrolmentRequestSchema.safeParse({ ...valid, name: '<script>alert(1)</script>' });
    expect(result.data?.name).toBe('<script>alert(1)</script>');
  });

  it.each([null, [], 'text', 42])('refuses the non-object body %j', (body) => {
    expect(enrolmentRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('search terms', () => {
  it('finds a record by a name prefix, a later word, the whole name, or the phone', () => {
    const terms = enrolmentSearchTerms('Asha  Kumari', '+919876543210');
    for (const query of ['as', 'Asha', 'kum', 'asha kumari', '98765 43210', '+91 98765 43210']) {
      expect(terms).toContain(searchTermFor(query));
    }
    expect(terms).not.toContain(searchTermFor('ravi'));
  });
});
