import { randomUUID } from 'node:crypto';
import { settings } from '../config/settings.js';

/**
 * How long a request may wait on the store, in total: past it the request is answered 503. The
 * client then has its answer within 5 s even when Firestore or Auth hangs.
 */
export function requestBudgetMs(): number {
  return settings.requestBudgetMs();
}

/**
 * Cloud Run's trace header names the request as the platform saw it; otherwise a fresh id. Only
 * the trace id part is kept, and only when it looks like one, so a client cannot inject text.
 */
export function requestIdFrom(traceHeader: string | undefined): string {
  const traceId = traceHeader?.split('/')[0] ?? '';
  return /^[0-9a-f]{16,32}$/i.test(traceId) ? traceId.toLowerCase() : randomUUID();
}
