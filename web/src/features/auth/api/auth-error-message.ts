/**
 * Plain-language messages for Firebase Auth error codes, shown next to the field they concern.
 * Anything unknown gets a generic message: internal details never reach the screen.
 */
export type AuthErrorField = 'phoneNumber' | 'code' | 'password' | 'form';

export interface AuthErrorMessage {
  field: AuthErrorField;
  message: string;
}

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

const messages: Record<string, AuthErrorMessage> = {
  'auth/invalid-phone-number': {
    field: 'phoneNumber',
    message: 'That phone number is not valid. Check it and include the country code, e.g. +91 98765 43210.',
  },
  'auth/missing-phone-number': { field: 'phoneNumber', message: 'Enter your phone number.' },
  'auth/quota-exceeded': {
    field: 'phoneNumber',
    message: 'We cannot send codes right now. Please try again later.',
  },
  'auth/captcha-check-failed': {
    field: 'phoneNumber',
    message: 'We could not confirm you are not a robot. Reload the page and try again.',
  },
  'auth/invalid-verification-code': {
    field: 'code',
    message: 'That code is not right. Check the SMS and try again.',
  },
  'auth/missing-verification-code': { field: 'code', message: 'Enter the 6-digit code from the SMS.' },
  'auth/code-expired': {
    field: 'code',
    message: 'That code has expired. Use “Resend code” to get a new one.',
  },
  'auth/session-expired': {
    field: 'code',
    message: 'That code has expired. Use “Resend code” to get a new one.',
  },
  'auth/user-disabled': { field: 'form', message: 'This account has been disabled. Please contact support.' },
  'auth/network-request-failed': {
    field: 'form',
    message: 'No connection to Dropwise. Check your internet and try again.',
  },
  'auth/weak-password': { field: 'password', message: 'Use at least 6 characters.' },
};

/** Wrong password and unknown number get one message, so it does not reveal which it was. */
const PASSWORD_SIGN_IN_FAILED: AuthErrorMessage = {
  field: 'password',
  message: 'That phone number and password do not match. Try again, or sign in with a code.',
};
const PASSWORD_SIGN_IN_CODES = new Set([
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/invalid-email',
  'auth/user-mismatch',
]);

export function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

export function authErrorMessage(error: unknown, defaultField: AuthErrorField = 'form'): AuthErrorMessage {
  const code = errorCode(error);
  if (code === 'auth/too-many-requests') return { field: defaultField, message: TOO_MANY };
  return messages[code] ?? { field: defaultField, message: 'Something went wrong. Please try again.' };
}

export function passwordSignInErrorMessage(error: unknown): AuthErrorMessage {
  if (PASSWORD_SIGN_IN_CODES.has(errorCode(error))) return PASSWORD_SIGN_IN_FAILED;
  const mapped = authErrorMessage(error, 'password');
  return mapped.field === 'form' ? mapped : { ...mapped, field: 'password' };
}
