import type { Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { asyncRoute } from './async-route.js';
import {
  authenticate,
  requireCustomer,
  requireRiderRecordLeftToCall,
  requireRole,
  type Role,
} from './authenticate.js';
import { keepAccountCheck, keepCaller } from './request-caller.js';

/**
 * Who may call a route. A gate stands in the route's line, so the router reads as the table of
 * who may do what, and keeps the verified ID token for the handler (`caller(res)`, request-caller.ts). 401 without a
 * valid token, 403 without one of the named roles.
 */
export function gate(verify: (req: Request, res: Response) => Promise<DecodedIdToken>): RequestHandler {
  return asyncRoute(async (req, res, next) => {
    keepCaller(res, await verify(req, res));
    next();
  });
}

/** Any signed-in account that may still act. */
export const signedIn = gate(authenticate);

/**
 * A signed-in account holding at least one of `roles`, on its token and on the account now. One
 * who passes only as a rider must be an active rider (authenticate.ts, `requireRole`).
 */
export function withRole(...roles: Role[]): RequestHandler {
  return gate((req) => requireRole(req, ...roles));
}

/** Rider-only calls: an active, enabled rider account; a deactivated rider is refused. */
export const riderOnly = withRole('rider');

/**
 * Rider calls that keep an inactive rider out themselves: the position report, accepting an offer,
 * recording cash (authenticate.ts, `requireRiderRecordLeftToCall`).
 */
export const riderRecordLeftToCall = gate((req) => requireRiderRecordLeftToCall(req));

/**
 * A customer with a verified phone (or made a customer by an admin): booking, quoting as a
 * customer, sharing a trip, rating. The account check runs beside the handler's first reads;
 * the handler must await `accountMayAct(res)` before it writes.
 */
export const customerOnly = gate(async (req, res) => {
  const { token, mayAct } = await requireCustomer(req);
  keepAccountCheck(res, mayAct);
  return token;
});
