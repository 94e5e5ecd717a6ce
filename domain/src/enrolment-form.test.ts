import { describe, expect, it } from 'vitest';
import { enrolmentFormSchema } from './enrolment-form.js';
import { enrolmentRequestSchema } from './enrolment.js';
import { firstProblemPerField } from './field-problems.js';

const valid = { name: 'Asha Kumari', email: 'asha@example.com', number: '98765 43210', city: 'Pune' };

describe('enrolmentFormSchema', () => {
  it('accepts what a person types and gives messages for each empty field', () => {
    expect(enrolmentFormSchema.safeParse(valid).success).toBe(true);
    expect(
      firstProblemPerField(
        enrolmentFormSchema.safeParse({ name: '', email: '', number: '', city: '' }).error?.issues ?? [],
      ),
    ).toEqual({
      name: 'Enter your full name.',
      email: 'Enter your email.',
      number: 'Enter your phone number.',
      city: 'Enter your city.',
    });
  });
});

describe('the enrolment form and POST /api/education/addform apply the same rules', () => {
  it.each([
    ['name', ''],
    ['name', 'A'],
    ['name', 'x'.repeat(101)],
    ['name', 42],
    ['email', ''],
    ['email', 'asha@'],
    ['email', `${'a'.repeat(250)}@example.com`],
    ['number', ''],
    ['number', '12345'],
    ['number', '9'.repeat(26)],
    ['city', ' '],
    ['city', 'x'.repeat(81)],
    ['city', undefined],
  ])('%s = %j gets the same message on the page and from the API', (field, value) => {
    const input = { ...valid, [field]: value };
    const onPage = enrolmentFormSchema.safeParse(input);
    const fromApi = enrolmentRequestSchema.safeParse({ course: 'BCA', ...input });
    expect(onPage.success).toBe(false);
    expect(fromApi.success).toBe(false);
    const pageMessage = firstProblemPerField(onPage.error?.issues ?? [])[field];
    expect(pageMessage).toEqual(expect.any(String));
    expect(firstProblemPerField(fromApi.error?.issues ?? [])[field]).toBe(pageMessage);
  });

  it('both normalise what they accept the same way', () => {
    const input = {
      name: '  Asha Kumari ',
      email: ' Asha@Example.COM',
      number: ' 098765-43210 ',
      city: ' Pune ',
    };
    const onPage = enrolmentFormSchema.parse(input);
    const fromApi = enrolmentRequestSchema.parse({ course: 'bca', ...input });
    expect(fromApi).toMatchObject(onPage);
    expect(onPage).toEqual({
      name: 'Asha Kumari',
      email: 'asha@example.com',
      number: '098765-43210',
      city: 'Pune',
    });
  });
});
