import type { NextFunction, Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { StoreUnavailableError } from '../lib/deadline.js';
import { requestBudgetMs, requestIdFrom } from '../lib/request-context.js';
import { sendError } from './send-error.js';

/** How long after the store budget the request itself is cut off, whatever it is waiting for. */
const CUT_OFF_GRACE_MS = 800;

/**
 * The route pattern, never the concrete path: paths carry ids (order ids, uids), and one pattern
 * per endpoint is what dashboards group by. Set by `rememberRoutePattern` when a mounted router
 * hands an error back up, since Express has by then reset `baseUrl`.
 */
function routePattern(req: Request, res: Response): string {
  const remembered = res.locals.routePattern as string | undefined;
  if (remembered) return remembered;
  const route = req.route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? joinPattern(req.baseUrl, route.path) : 'unmatched';
}

/** `/api/orders` + `/` is `/api/orders`, as the client wrote it. */
function joinPattern(baseUrl: string, path: string): string {
  return path === '/' && baseUrl ? baseUrl : `${baseUrl}${path}`;
}

export function rememberRoutePattern(req: Request, res: Response): void {
  const route = req.route as { path?: unknown } | undefined;
  if (!res.locals.routePattern && typeof route?.path === 'string') {
    res.locals.routePattern = joinPattern(req.baseUrl, route.path);
  }
}

/**
 * First middleware of the app: gives the request its id and a cut-off, and writes one structured
 * log entry when the answer is sent: method, route pattern, status, latency and request id. No
 * query string, body, address or token goes in, so the log holds no personal data.
 */
export function requestLog(req: Request, res: Response, next: NextFunction): void {
  const started = performance.now();
  const requestId = requestIdFrom(req.get('x-cloud-trace-context'));
  res.locals.requestId = requestId;
  res.setHeader('X-Request-Id', requestId);
  // The last line of defence for calls no service wrapped in a deadline: answer 503 anyway.
  let cutOff: NodeJS.Timeout | undefined;
  const cutOffIn = (ms: number) => {
    clearTimeout(cutOff);
    cutOff = setTimeout(() => {
      if (!res.headersSent) sendError(res, new StoreUnavailableError('request'));
    }, ms);
  };
  cutOffIn(requestBudgetMs() + CUT_OFF_GRACE_MS);
  res.locals[HOLD_KEY] = (holdMs: number) => cutOffIn(holdMs + requestBudgetMs() + CUT_OFF_GRACE_MS);
  res.on('close', () => clearTimeout(cutOff));
  res.on('finish', () => {
    clearTimeout(cutOff);
    logAnswer(req, res, requestId, started);
  });
  next();
}

const HOLD_KEY = 'holdBeyondBudget';

/**
 * For a route that waits on purpose (the tracking long poll): its cut-off moves to `holdMs` from
 * now plus the usual budget and grace, so a normal hold is not answered 503 while the store calls
 * made after it keep their own budget. Every other route keeps the budget's cut-off.
 */
export function allowHoldBeyondBudget(res: Response, holdMs: number): void {
  const extend = res.locals[HOLD_KEY] as ((holdMs: number) => void) | undefined;
  extend?.(holdMs);
}

function logAnswer(req: Request, res: Response, requestId: string, started: number): void {
  const entry = {
    requestId,
    method: req.method,
    route: routePattern(req, res),
    status: res.statusCode,
    latencyMs: Math.round((performance.now() - started) * 10) / 10,
  };
  if (res.statusCode >= 500) logger.warn('request', entry);
  else logger.info('request', entry);
}
