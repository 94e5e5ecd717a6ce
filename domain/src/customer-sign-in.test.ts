import { describe, expect, it } from 'vitest';
import {
  passwordSignInEmail,
  passwordSignInSchema,
  phoneNumberSchema,
  safeReturnPath,
  setPasswordSchema,
  verificationCodeSchema,
} from './customer-sign-in.js';

describe('phone numbers on the customer sign-in screens', () => {
  it.each([
    ['+15555550100', '+15555550100'],
    ['+1 555 555 0100', '+15555550100'],
    ['98765 43210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
  ])('reads %j as %s', (typed, e164) => {
    expect(phoneNumberSchema.parse(typed)).toBe(e164);
  });

  it.each(['', '12345', 'call me', '+91 12345 67890'])('refuses %j with a readable message', (typed) => {
    const result = phoneNumberSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/phone number/);
  });
});

describe('the password sign-in address', () => {
  it('is derived from the digits of the normalised phone number', () => {
    expect(passwordSignInEmail('+15555550100')).toBe('15555550100@phone.dropwise.invalid');
  });

  it('is the same however the number was typed', () => {
    const typed = ['98765 43210', '+91 98765 43210', '0091-9876543210'].map((value) =>
      passwordSignInEmail(phoneNumberSchema.parse(value)),
    );
    expect(new Set(typed)).toEqual(new Set(['919876543210@phone.dropwise.invalid']));
  });
});

describe('password forms', () => {
  it('sign-in needs a valid phone number and a password', () => {
    expect(passwordSignInSchema.safeParse({ phoneNumber: '9876543210', password: 'secret1' }).success).toBe(
      true,
    );
    expect(passwordSignInSchema.safeParse({ phoneNumber: '9876543210', password: '' }).success).toBe(false);
    expect(passwordSignInSchema.safeParse({ phoneNumber: 'x', password: 'secret1' }).success).toBe(false);
  });

  it('setting a password needs at least 6 characters', () => {
    const result = setPasswordSchema.safeParse({ password: '12345', confirmPassword: '12345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use at least 6 characters.');
  });

  it('setting a password needs the confirmation to match', () => {
    const result = setPasswordSchema.safeParse({ password: 'secret12', confirmPassword: 'secret13' });
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(setPasswordSchema.safeParse({ password: 'secret12', confirmPassword: 'secret12' }).success).toBe(
      true,
    );
  });
});

describe('verification codes', () => {
  it('accept exactly six digits', () => {
    expect(verificationCodeSchema.safeParse('123456').success).toBe(true);
    expect(verificationCodeSchema.safeParse(' 123456 ').success).toBe(true);
    expect(verificationCodeSchema.safeParse('12345').success).toBe(false);
    expect(verificationCodeSchema.safeParse('12345a').success).toBe(false);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/bookRider', '/bookRider'],
    ['/riderHistory/abc?tab=1', '/riderHistory/abc?tab=1'],
    ['https://evil.example', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/login', '/'],
    ['/signup', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('turns %j into %j', (candidate, expected) => {
    expect(safeReturnPath(candidate)).toBe(expected);
  });
});
