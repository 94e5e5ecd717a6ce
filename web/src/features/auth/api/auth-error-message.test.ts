import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogue, setPageLanguage } from '@/lib/i18n/i18n-store';
import { authErrorMessage, passwordSignInErrorMessage } from './auth-error-message';

beforeAll(async () => {
  await Promise.all((['en', 'hi', 'mr'] as const).map((lang) => ensureCatalogue('account', lang)));
});
afterEach(() => setPageLanguage('en'));

const firebaseError = (code: string) => Object.assign(new Error('Firebase: internal detail'), { code });

describe('authErrorMessage', () => {
  it.each([
    ['auth/invalid-verification-code', 'code', /code is not right/],
    ['auth/code-expired', 'code', /expired/],
    ['auth/invalid-phone-number', 'phoneNumber', /not valid/],
  ])('puts %s next to the %s field with a plain message', (code, field, message) => {
    const mapped = authErrorMessage(firebaseError(code));
    expect(mapped.field).toBe(field);
    expect(mapped.message).toMatch(message);
  });

  it('puts too-many-requests next to the field that was being used', () => {
    expect(authErrorMessage(firebaseError('auth/too-many-requests'), 'code')).toEqual({
      field: 'code',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('never shows an unknown error’s internal message', () => {
    const mapped = authErrorMessage(firebaseError('auth/internal-error'));
    expect(mapped.message).toBe('Something went wrong. Please try again.');
    expect(authErrorMessage('not even an error').message).toBe('Something went wrong. Please try again.');
  });

  it('speaks the reader’s language', () => {
    setPageLanguage('hi');
    expect(authErrorMessage(firebaseError('auth/invalid-verification-code')).message).toBe(
      'यह कोड सही नहीं है। SMS देखें और फिर कोशिश करें।',
    );
    setPageLanguage('mr');
    expect(authErrorMessage(firebaseError('auth/too-many-requests'), 'code')).toEqual({
      field: 'code',
      message: 'खूप वेळा प्रयत्न झाले. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
    });
  });
});

describe('passwordSignInErrorMessage', () => {
  it('gives the same message for a wrong password and an unknown number', () => {
    const wrongPassword = passwordSignInErrorMessage(firebaseError('auth/wrong-password'));
    const unknownNumber = passwordSignInErrorMessage(firebaseError('auth/user-not-found'));
    const invalidCredential = passwordSignInErrorMessage(firebaseError('auth/invalid-credential'));
    expect(unknownNumber).toEqual(wrongPassword);
    expect(invalidCredential).toEqual(wrongPassword);
    expect(wrongPassword.field).toBe('password');
  });
});
