import type { Auth } from 'firebase-admin/auth';
import { ApiError } from '../../lib/api-error.js';
import { authCall } from '../../lib/deadline.js';
import { requestBudgetMs } from '../../lib/request-context.js';
import { settings } from '../../config/settings.js';

/**
 * Checks a username (the account's email) and password against Firebase Auth through its REST
 * sign-in (`accounts:signInWithPassword`; the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is
 * set), then answers a custom token for the web SDK, but only for an account with the eduAdmin
 * claim. The password never touches our database.
 */
function signInEndpoint(): string | null {
  const emulator = settings.authEmulatorHost();
  const apiKey = settings.webApiKey() ?? (emulator ? 'emulator-key' : undefined);
  if (!apiKey) return null;
  const origin = emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com`
    : 'https://identitytoolkit.googleapis.com';
  return `${origin}/v1/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`;
}

const WRONG_CREDENTIALS = new Set([
  'INVALID_LOGIN_CREDENTIALS',
  'EMAIL_NOT_FOUND',
  'INVALID_PASSWORD',
  'INVALID_EMAIL',
  'USER_DISABLED',
  'MISSING_PASSWORD',
]);

export async function educationAdminToken(auth: Auth, username: string, password: string): Promise<string> {
  const endpoint = signInEndpoint();
  if (!endpoint) {
    console.error('DROPWISE_WEB_API_KEY is not set; education admin sign-in cannot work');
    throw unavailable();
  }
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: username, password, returnSecureToken: false }),
      signal: AbortSignal.timeout(requestBudgetMs()),
    });
  } catch (error) {
    console.error('Firebase Auth sign-in unreachable', error);
    throw unavailable();
  }
  const body = (await response.json().catch(() => ({}))) as {
    localId?: string;
    error?: { message?: string };
  };
  if (!response.ok || !body.localId) {
    const reason = (body.error?.message ?? '').split(' ')[0] ?? '';
    if (WRONG_CREDENTIALS.has(reason)) {
      throw new ApiError(401, 'unauthenticated', 'Incorrect Credentials');
    }
    if (reason.startsWith('TOO_MANY_ATTEMPTS')) {
      throw new ApiError(
        429,
        'rate_limited',
        'Too many sign-in attempts. Please wait a while and try again.',
      );
    }
    console.error('Unexpected Firebase Auth sign-in answer', response.status, reason);
    throw unavailable();
  }
  const user = await authCall(auth.getUser(body.localId));
  if (user.customClaims?.eduAdmin !== true) {
    throw new ApiError(403, 'forbidden', 'This account is not an education admin.');
  }
  return authCall(auth.createCustomToken(user.uid));
}

function unavailable(): ApiError {
  return new ApiError(503, 'unavailable', 'Sign-in is unavailable right now. Please try again shortly.');
}
