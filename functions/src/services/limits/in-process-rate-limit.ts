import { rememberAtMost } from '../../lib/bounded-map.js';
import { fixedWindow } from './fixed-window.js';
import { decisionAt, type RateLimitDecision, type RateLimitRule, unlimited } from './rate-limit.js';

/**
 * The same fixed-window budget as `consumeRateLimit`, counted in this instance's memory instead
 * of Firestore. For public reads that must cost about one document read (the tracking page):
 * a store round trip per request would double that. The budget then holds per instance, so a
 * client spread over N instances gets at most N times it; the function's maximum instance count
 * bounds that.
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
