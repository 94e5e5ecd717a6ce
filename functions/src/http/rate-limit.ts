import type { NextFunction, Request, Response } from 'express';
import { firestoreCall, StoreUnavailableError } from '../lib/deadline.js';
import { db } from '../lib/firebase-admin.js';
import { consumeInProcess } from '../services/limits/in-process-rate-limit.js';
import { type LimitName, limitRule } from '../services/limits/limit-table.js';
import { consumeRateLimit, type RateLimitRule } from '../services/limits/rate-limit.js';
import { RateLimitedError } from '../lib/api-error.js';
import { clientAddress, trustedProxyHops } from './client-address.js';
import { sendError } from './send-error.js';

/**
 * The client a request is counted against: the address just before the trusted proxies
 * (`DROPWISE_TRUST_PROXY_HOPS`; see client-address.ts), never what the client wrote itself.
 */
export function clientKey(req: Request): string {
  return clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, trustedProxyHops());
}

/**
 * The limiter's decision, or undefined when it could not be asked: then the request goes on (the
 * operation itself will then fail or succeed on its own terms). Running out of time is thrown,
 * since the operation behind it could not answer either.
 */
async function decisionFor(rule: RateLimitRule, req: Request) {
  try {
    return await firestoreCall(consumeRateLimit(db, rule, clientKey(req)));
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error;
    console.error('Rate limiter unavailable; letting the request through', error);
    return undefined;
  }
}

/**
 * Express middleware: 429 with Retry-After once a client used up the named limit's budget. The
 * rule is read per request so the limit can come from the environment.
 */
export function rateLimit(name: LimitName) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    let decision;
    try {
      decision = await decisionFor(limitRule(name), req);
    } catch (error) {
      next(error);
      return;
    }
    if (decision && !decision.allowed) sendError(res, new RateLimitedError(decision.retryAfterSeconds));
    else next();
  };
}

/**
 * As `rateLimit`, counted in this instance's memory (see in-process-rate-limit.ts): for public
 * reads whose whole cost must stay near one document read.
 */
export function rateLimitInProcess(name: LimitName) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const decision = consumeInProcess(limitRule(name), clientKey(req));
    if (decision.allowed) next();
    else sendError(res, new RateLimitedError(decision.retryAfterSeconds));
  };
}
