import { createHash } from 'node:crypto';
import { type DocumentReference, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type FixedWindow, fixedWindow } from './fixed-window.js';
import type { RateLimitRule } from './limit-table.js';
import { RATE_LIMITS } from '@dropwise/domain/collections';

export type { RateLimitRule } from './limit-table.js';

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left in this window after this one (0 when refused). */
  remaining: number;
  /** Seconds until the window ends, for the Retry-After header. */
  retryAfterSeconds: number;
}

/** The decision for a limit that is off (0). */
export function unlimited(window: FixedWindow): RateLimitDecision {
  return { allowed: true, remaining: Number.POSITIVE_INFINITY, retryAfterSeconds: window.retryAfterSeconds };
}

/** The decision for the request that brought the window's count to `count`. */
export function decisionAt(rule: RateLimitRule, count: number, window: FixedWindow): RateLimitDecision {
  const allowed = count <= rule.limit;
  return {
    allowed,
    remaining: allowed ? rule.limit - count : 0,
    retryAfterSeconds: window.retryAfterSeconds,
  };
}

export function rateLimitDocId(scope: string, clientKey: string, windowStart: number): string {
  const client = createHash('sha256').update(clientKey).digest('hex').slice(0, 32);
  return `${scope}_${client}_${windowStart}`;
}

/** The window a request at `now` falls in, and the document that counts it. */
export interface RateLimitWindow extends FixedWindow {
  ref: DocumentReference;
}

export function rateLimitWindow(
  db: Firestore,
  rule: RateLimitRule,
  clientKey: string,
  now = Date.now(),
): RateLimitWindow {
  const window = fixedWindow(rule.windowSeconds, now);
  const ref = db.collection(RATE_LIMITS).doc(rateLimitDocId(rule.scope, clientKey, window.start));
  return { ...window, ref };
}

function countField(window: RateLimitWindow, scope: string) {
  return {
    scope,
    count: FieldValue.increment(1),
    windowStart: Timestamp.fromMillis(window.start),
    expiresAt: Timestamp.fromMillis(window.end),
  };
}

/**
 * A fixed-window rate limiter kept in Firestore (`rateLimits/{scope}_{client hash}_{window}`), so
 * it holds across every function instance. Each request is one `FieldValue.increment` (no
 * transaction, so bursts do not contend) and one read of the count it produced. At the edge of
 * the window two simultaneous requests may both see a count over the limit: it errs towards
 * refusing, never towards letting more through. Documents carry `expiresAt` for a Firestore TTL
 * policy that clears old windows.
 */
export async function consumeRateLimit(
  db: Firestore,
  rule: RateLimitRule,
  clientKey: string,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const window = rateLimitWindow(db, rule, clientKey, now);
  if (rule.limit <= 0) return unlimited(window);

  await window.ref.set(countField(window, rule.scope), { merge: true });
  const count = Number((await window.ref.get()).get('count') ?? 0);
  return decisionAt(rule, count, window);
}
