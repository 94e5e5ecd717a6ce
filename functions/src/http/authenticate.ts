import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { authCall } from '../lib/deadline.js';
import { adminAuth, db } from '../lib/firebase-admin.js';
import { type AccountState, accountState } from '../services/account-status.js';
import { riderIsActive, riderNotActive } from '../services/rider-standing.js';
import { accountDisabledError, ApiError } from '../lib/api-error.js';

export type Role = 'admin' | 'eduAdmin' | 'rider';

const signInAgain = () =>
  new ApiError(401, 'unauthenticated', 'Your sign-in has expired or is not valid. Sign in again.');

const accountDisabled = accountDisabledError;

/**
 * Where verifyIdToken also asks Auth about the account (always, on the Auth emulator), it refuses
 * a disabled or deleted one: answered as account-status.ts answers those.
 */
const ACCOUNT_GONE = new Set<unknown>(['auth/user-disabled', 'auth/user-not-found']);

/** The signature, expiry and audience of the Bearer token (no round trip once Auth's keys are cached). */
export async function verifyBearerToken(req: Request): Promise<DecodedIdToken> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) {
    throw new ApiError(401, 'unauthenticated', 'Sign in first: send a Firebase ID token as a Bearer token.');
  }
  try {
    return await authCall(adminAuth.verifyIdToken(match[1]));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (ACCOUNT_GONE.has((error as { code?: unknown }).code)) throw accountDisabled();
    throw signInAgain();
  }
}

/** 401 when the account was disabled, deleted or signed out everywhere (see account-status.ts). */
export async function assertAccountMayAct(token: DecodedIdToken): Promise<AccountState> {
  const state = await accountState(adminAuth, token);
  if (state.standing === 'disabled') throw accountDisabled();
  if (state.standing === 'signed-out') throw signInAgain();
  return state;
}

const notAllowed = () => new ApiError(403, 'forbidden', 'Your account is not allowed to do this.');

/** Verifies the `Authorization: Bearer <Firebase ID token>` header; 401 when absent or invalid. */
export async function authenticate(req: Request): Promise<DecodedIdToken> {
  const token = await verifyBearerToken(req);
  await assertAccountMayAct(token);
  return token;
}

export function hasRole(token: DecodedIdToken, role: Role): boolean {
  return token[role] === true;
}

/**
 * 401 without a valid token, 403 unless the account holds one of the given roles both in its token
 * and on the account now (a role revoked from the account ends at once, not when the token
 * expires). A caller who passes only as a rider must also be an active rider
 * (`riders/{uid}.active`, read beside the account check), so every rider-only route refuses a
 * deactivated rider whatever their token says.
 */
export async function requireRole(req: Request, ...roles: Role[]): Promise<DecodedIdToken> {
  return checkRole(await verifyBearerToken(req), roles, true);
}

/** `requireRole` for a token already verified (a gate that lets in more than one kind of caller). */
export function requireRoleOf(token: DecodedIdToken, ...roles: Role[]): Promise<DecodedIdToken> {
  return checkRole(token, roles, true);
}

/**
 * A valid rider whose account may still act, without reading the rider record, for calls that keep
 * an inactive rider from storing anything themselves:
 * - a position report can only update the rider's position document, which exists only while they
 *   are on duty (switching on duty reads the record now) and which deactivation deletes; at one
 *   report per rider every 10 s, a read of the record beside each would double its reads;
 * - accepting an offer reads the record in its transaction, and recording cash beside its own, and
 *   each refuses an inactive rider there, so the record is read once.
 */
export async function requireRiderRecordLeftToCall(req: Request): Promise<DecodedIdToken> {
  return checkRole(await verifyBearerToken(req), ['rider'], false);
}

async function checkRole(
  token: DecodedIdToken,
  roles: Role[],
  readRiderRecord: boolean,
): Promise<DecodedIdToken> {
  const claimed = roles.filter((role) => hasRole(token, role));
  const asRiderOnly = claimed.length > 0 && claimed.every((role) => role === 'rider');
  const riderActive = asRiderOnly && readRiderRecord ? riderIsActive(db, token.uid) : Promise.resolve(true);
  riderActive.catch(() => undefined);
  // A disabled or signed-out account hears 401 before any 403, as everywhere else.
  const account = await assertAccountMayAct(token);
  if (!claimed.some((role) => account.claims[role] === true)) throw notAllowed();
  if (!(await riderActive)) throw riderNotActive();
  return token;
}

/**
 * A customer: signed in with a verified phone number (phone sign-in, or a password set after one:
 * the account keeps its phone number), or an account an admin made as a customer (`customer`
 * claim on the account). 403 otherwise.
 */
export async function requireCustomer(
  req: Request,
): Promise<{ token: DecodedIdToken; mayAct: Promise<void> }> {
  const token = await verifyBearerToken(req);
  const state = assertAccountMayAct(token);
  // Awaited later by the handler (or below): never an unhandled rejection meanwhile.
  const mayAct = state.then(() => undefined);
  mayAct.catch(() => undefined);
  // The common case (a phone sign-in) is settled by the token alone, so the account check can
  // still run beside the handler's first reads.
  if (typeof token.phone_number !== 'string') {
    const account = await state;
    if (!account.hasPhone && account.claims.customer !== true) throw phoneSignInNeeded();
  }
  return { token, mayAct };
}

const phoneSignInNeeded = () =>
  new ApiError(
    403,
    'forbidden',
    'Sign in with your phone number: booking, quotes, sharing and rating a trip are for customers with a verified phone.',
  );
