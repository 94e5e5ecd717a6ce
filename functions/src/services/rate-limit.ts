import { createHash } from 'node:crypto';
import { type DocumentReference, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';

/**
 * A fixed-window rate limiter kept in Firestore (`rateLimits/{scope}_{client hash}_{window}`), so
 * it holds across every function instance. Each request is one `FieldValue.increment` (no
 * transaction, so bursts do not contend) and one read of the count it produced. At the edge of
 * the window two simultaneous requests may both see a count over the limit: it errs towards
 * refusing, never towards letting more through. Documents carry `expiresAt` for a Firestore TTL
 * policy that clears old windows.
 */
export interface RateLimitRule {
  /** Names the operation, e.g. `education-enrol`; clients get a separate budget per scope. */
  scope: string;
  /** Requests allowed per window; 0 or less turns the limit off. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left in this window after this one (0 when refused). */
  remaining: number;
  /** Seconds until the window ends, for the Retry-After header. */
  retryAfterSeconds: number;
}

export const RATE_LIMIT_COLLECTION = 'rateLimits';

export function rateLimitDocId(scope: string, clientKey: string, windowStart: number): string {
  const client = createHash('sha256').update(clientKey).digest('hex').slice(0, 32);
  return `${scope}_${client}_${windowStart}`;
}

/** The window a request at `now` falls in, and the document that counts it. */
export interface RateLimitWindow {
  ref: DocumentReference;
  windowStart: number;
  windowMs: number;
  retryAfterSeconds: number;
}

export function rateLimitWindow(
  db: Firestore,
  rule: RateLimitRule,
  clientKey: string,
  now = Date.now(),
): RateLimitWindow {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  const ref = db.collection(RATE_LIMIT_COLLECTION).doc(rateLimitDocId(rule.scope, clientKey, windowStart));
  return { ref, windowStart, windowMs, retryAfterSeconds };
}

function countField(window: RateLimitWindow, scope: string) {
  return {
    scope,
    count: FieldValue.increment(1),
    windowStart: Timestamp.fromMillis(window.windowStart),
    expiresAt: Timestamp.fromMillis(window.windowStart + window.windowMs),
  };
}

export async function consumeRateLimit(
  db: Firestore,
  rule: RateLimitRule,
  clientKey: string,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const window = rateLimitWindow(db, rule, clientKey, now);
  const { ref, retryAfterSeconds } = window;
  if (rule.limit <= 0) return { allowed: true, remaining: Number.POSITIVE_INFINITY, retryAfterSeconds };

  await ref.set(countField(window, rule.scope), { merge: true });
  const count = Number((await ref.get()).get('count') ?? 0);
  const allowed = count <= rule.limit;
  return { allowed, remaining: allowed ? rule.limit - count : 0, retryAfterSeconds };
}

/** A whole number from the environment, or the fallback when unset or not a number. */
export function limitFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  return Number.isInteger(value) ? value : fallback;
}
