import { rememberAtMost } from '../../lib/bounded-map.js';
import { fixedWindow } from './fixed-window.js';
import { decisionAt, type RateLimitDecision, type RateLimitRule, unlimited } from './rate-limit.js';

/**
 * The same fixed-window budget as `consumeRateLimit`, counted in this instance's memory instead
 * of Firestore, for the public tracking API that anyone holding a link may poll: a count kept in
 * the store would add a write and a read to every call, refused ones included ($0.18 + $0.06 per
 * 100k in the default region), where a call refused here costs no store operation. The budget
 * then holds per instance, so a client spread over N instances gets at most N times it; the
 * function's maximum instance count bounds that.
 */
const windows = new Map<string, { start: number; count: number }>();
const MAX_CLIENTS = 50_000;

export function consumeInProcess(
  rule: RateLimitRule,
  clientKey: string,
  now = Date.now(),
): RateLimitDecision {
  const window = fixedWindow(rule.windowSeconds, now);
  if (rule.limit <= 0) return unlimited(window);
  const key = `${rule.scope}\u0000${clientKey}`;
  const known = windows.get(key);
  const count = known && known.start === window.start ? known.count + 1 : 1;
  rememberAtMost(windows, key, { start: window.start, count }, MAX_CLIENTS);
  return decisionAt(rule, count, window);
}
