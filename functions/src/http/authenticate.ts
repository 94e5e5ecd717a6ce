import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from '../lib/firebase-admin.js';
import { ApiError } from './api-error.js';

export type Role = 'admin' | 'eduAdmin' | 'rider';

/** Verifies the `Authorization: Bearer <Firebase ID token>` header; 401 when absent or invalid. */
export async function authenticate(req: Request): Promise<DecodedIdToken> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) {
    throw new ApiError(401, 'unauthenticated', 'Sign in first: send a Firebase ID token as a Bearer token.');
  }
  try {
    // checkRevoked: a disabled or deleted account stops working at once, not when its token expires.
    return await adminAuth.verifyIdToken(match[1], true);
  } catch (error) {
    // Its own code, so the app can tell the person why and sign them out instead of asking them to
    // sign in again (which the disabled account cannot do).
    if (isAuthErrorCode(error, 'auth/user-disabled')) {
      throw new ApiError(
        401,
        'account_disabled',
        'This account is disabled. Contact Dropwise support if you think this is a mistake.',
      );
    }
    throw new ApiError(401, 'unauthenticated', 'Your sign-in has expired or is not valid. Sign in again.');
  }
}

function isAuthErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

export function hasRole(token: DecodedIdToken, role: Role): boolean {
  return token[role] === true;
}

/** 401 without a valid token, 403 when the token lacks every one of the given roles. */
export async function requireRole(req: Request, ...roles: Role[]): Promise<DecodedIdToken> {
  const token = await authenticate(req);
  if (!roles.some((role) => hasRole(token, role))) {
    throw new ApiError(403, 'forbidden', 'Your account is not allowed to do this.');
  }
  return token;
}
