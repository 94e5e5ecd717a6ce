import { limitFromEnv, type RateLimitRule } from '../../services/rate-limit.js';

/**
 * A page view sends at most five metrics, and a person opens a few pages a minute; a script that
 * floods the collection hits this quickly. DROPWISE_RATE_LIMIT_VITALS_PER_MINUTE changes it (0: off).
 */
export const webVitalsRateLimit = (): RateLimitRule => ({
  scope: 'web-vitals',
  limit: limitFromEnv('DROPWISE_RATE_LIMIT_VITALS_PER_MINUTE', 60),
  windowSeconds: 60,
});
