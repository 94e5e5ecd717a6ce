import { describe, expect, it } from 'vitest';
import {
  adminLoginSchema,
  enrolmentListQuerySchema,
  enrolmentStatusUpdateSchema,
} from './education-admin.js';
import { firstProblemPerField } from './field-problems.js';

function fieldErrors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return firstProblemPerField(result.error?.issues ?? []);
}

describe('adminLoginSchema', () => {
  it('accepts username and password', () => {
    expect(adminLoginSchema.safeParse({ username: 'a@b.test', password: 'pw' }).data).toEqual({
      username: 'a@b.test',
      password: 'pw',
    });
  });

  it('refuses missing, empty, wrong-typed and extra fields', () => {
    expect(fieldErrors(adminLoginSchema.safeParse({ username: '', password: 5, role: 'x' }))).toEqual({
      username: 'Enter your username.',
      password: 'The password must be text.',
      role: 'This field is not accepted.',
    });
  });
});

describe('enrolmentListQuerySchema', () => {
  it('defaults the page size and canonicalises the course', () => {
    expect(enrolmentListQuerySchema.parse({ course: 'bca' })).toEqual({
      limit: 20,
      course: 'BCA',
      cursor: undefined,
      status: undefined,
      q: undefined,
    });
  });

  it.each([
    { limit: '0' },
    { limit: '101' },
    { limit: 'ten' },
    { course: 'PhD' },
    { status: 'done' },
    { limit: ['1', '2'] },
  ])('refuses the query %j', (query) => {
    expect(enrolmentListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('enrolmentStatusUpdateSchema', () => {
  it('accepts a known status and refuses anything else', () => {
    expect(enrolmentStatusUpdateSchema.safeParse({ status: 'contacted' }).success).toBe(true);
    expect(enrolmentStatusUpdateSchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(enrolmentStatusUpdateSchema.safeParse({ status: 'new', name: 'x' }).success).toBe(false);
  });
});
