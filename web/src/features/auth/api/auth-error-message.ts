import type { MessageKey } from '@/lib/i18n/catalogue-loaders';
import { translate } from '@/lib/i18n/i18n-store';

/**
 * Plain-language messages for Firebase Auth error codes, shown next to the field they concern,
 * in the reader's language. Anything unknown gets a generic message: internal details never
 * reach the screen.
 */
export type AuthErrorField = 'phoneNumber' | 'code' | 'password' | 'form';

export interface AuthErrorMessage {
  field: AuthErrorField;
  message: string;
}

type AccountKey = MessageKey<'account'>;

const known: Record<string, { field: AuthErrorField; key: AccountKey }> = {
  'auth/invalid-phone-number': { field: 'phoneNumber', key: 'authErrorInvalidPhone' },
  'auth/missing-phone-number': { field: 'phoneNumber', key: 'authErrorMissingPhone' },
  'auth/quota-exceeded': { field: 'phoneNumber', key: 'authErrorQuota' },
  'auth/captcha-check-failed': { field: 'phoneNumber', key: 'authErrorCaptcha' },
  'auth/invalid-verification-code': { field: 'code', key: 'authErrorWrongCode' },
  'auth/missing-verification-code': { field: 'code', key: 'authErrorMissingCode' },
  'auth/code-expired': { field: 'code', key: 'authErrorCodeExpired' },
  'auth/session-expired': { field: 'code', key: 'authErrorCodeExpired' },
  'auth/user-disabled': { field: 'form', key: 'authErrorDisabled' },
  'auth/network-request-failed': { field: 'form', key: 'authErrorOffline' },
  'auth/weak-password': { field: 'password', key: 'authErrorWeakPassword' },
};

/** Wrong password and unknown number get one message, so it does not reveal which it was. */
const PASSWORD_SIGN_IN_CODES = new Set([
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/invalid-email',
  'auth/user-mismatch',
]);

const say = (field: AuthErrorField, key: AccountKey): AuthErrorMessage => ({
  field,
  message: translate('account', key),
});

export function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

export function authErrorMessage(error: unknown, defaultField: AuthErrorField = 'form'): AuthErrorMessage {
  const code = errorCode(error);
  if (code === 'auth/too-many-requests') return say(defaultField, 'authErrorTooMany');
  const mapped = known[code];
  return mapped ? say(mapped.field, mapped.key) : say(defaultField, 'authErrorUnknown');
}

export function passwordSignInErrorMessage(error: unknown): AuthErrorMessage {
  if (PASSWORD_SIGN_IN_CODES.has(errorCode(error))) return say('password', 'authErrorPasswordMismatch');
  const mapped = authErrorMessage(error, 'password');
  return mapped.field === 'form' ? mapped : { ...mapped, field: 'password' };
}
