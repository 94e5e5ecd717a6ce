import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { authCall } from '../lib/deadline.js';
import { verifyEmulatorIdToken } from '../lib/emulator-id-token.js';
import { adminAuth, projectId } from '../lib/firebase-admin.js';
import { accountStanding } from '../services/account-status.js';
import { ApiError } from '../lib/api-error.js';

export type Role = 'admin' | 'eduAdmin' | 'rider';

const signInAgain = () =>
  new ApiError(401, 'unauthenticated', 'Your sign-in has expired or is not valid. Sign in again.');

// Its own code, so the app can tell the person why and sign them out instead of asking them to
// sign in again (which a disabled account cannot do).
const accountDisabled = () =>
  new ApiError(
    401,
    'account_disabled',
    'This account is disabled. Contact Dropwise support if you think this is a mistake.',
  );

/** The signature, expiry and audience of the Bearer token (no round trip once Auth's keys are cached). */
async function verifyBearerToken(req: Request): Promise<DecodedIdToken> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) {
    throw new ApiError(401, 'unauthenticated', 'Sign in first: send a Firebase ID token as a Bearer token.');
  }
  try {
    if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return verifyEmulatorIdToken(match[1], projectId());
    return await authCall(adminAuth.verifyIdToken(match[1]));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw signInAgain();
  }
}

/** 401 when the account was disabled, deleted or signed out everywhere (see account-status.ts). */
async function assertAccountMayAct(token: DecodedIdToken, fresh = false): Promise<void> {
  const standing = await accountStanding(adminAuth, token, fresh);
  if (standing === 'disabled') throw accountDisabled();
  if (standing === 'signed-out') throw signInAgain();
}

/** Verifies the `Authorization: Bearer <Firebase ID token>` header; 401 when absent or invalid. */
export async function authenticate(req: Request): Promise<DecodedIdToken> {
  const token = await verifyBearerToken(req);
  await assertAccountMayAct(token);
  return token;
}

/** As `authenticate`, but asks Auth now whether the account may act (no remembered answer). */
export async function authenticateFresh(req: Request): Promise<DecodedIdToken> {
  const token = await verifyBearerToken(req);
  await assertAccountMayAct(token, true);
  return token;
}

/**
 * For an operation that can start its own reads first: the token is verified now, and whether
 * the account may still act is settled by `mayAct`, which the operation must await before it
 * writes. The account check then runs beside the operation's reads instead of in front of them.
 */
export async function authenticateBesideWork(
  req: Request,
): Promise<{ token: DecodedIdToken; mayAct: Promise<void> }> {
  const token = await verifyBearerToken(req);
  const mayAct = assertAccountMayAct(token);
  mayAct.catch(() => undefined);
  return { token, mayAct };
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
