import { limitFromEnv, type RateLimitRule } from '../../services/rate-limit.js';

/**
 * The tracking page polls every 10 s (6 a minute); a family watching one trip from one address
 * stays far below this, a script walking through tokens does not.
 */
export const trackingRateLimit = (): RateLimitRule => ({
  scope: 'track',
  limit: limitFromEnv('DROPWISE_RATE_LIMIT_TRACK_PER_MINUTE', 120),
  windowSeconds: 60,
});
