import type { Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';

/**
 * Who is calling: the gate in a route's line (gates.ts) verifies the caller and keeps what it
 * learnt on the response; the handler reads it here. Kept apart from the gates so that a handler
 * depends on the caller it is given, not on how the caller was let in.
 */

export function keepCaller(res: Response, token: DecodedIdToken): void {
  res.locals.caller = token;
}

export function keepAccountCheck(res: Response, mayAct: Promise<void>): void {
  res.locals.accountMayAct = mayAct;
}

/** The token a gate verified for this request. */
export function caller(res: Response): DecodedIdToken {
  const token = res.locals.caller as DecodedIdToken | undefined;
  if (!token) throw new Error('This route has no gate in front of its handler.');
  return token;
}

/** Settles whether the caller may still act (`customerOnly` routes). */
export function accountMayAct(res: Response): Promise<void> {
  const mayAct = res.locals.accountMayAct as Promise<void> | undefined;
  if (!mayAct) throw new Error('This route has no customerOnly gate.');
  return mayAct;
}
