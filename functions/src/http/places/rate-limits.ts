import { limitFromEnv, type RateLimitRule } from '../../services/rate-limit.js';

/**
 * Suggestions arrive as a customer types (debounced in the app), so the budget is far above
 * one person's need yet stops a script from running up a paid geocoding bill.
 */
export const placeSearchRateLimit = (): RateLimitRule => ({
  scope: 'places-search',
  limit: limitFromEnv('DROPWISE_RATE_LIMIT_PLACES_PER_MINUTE', 120),
  windowSeconds: 60,
});
