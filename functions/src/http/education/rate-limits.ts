import { limitFromEnv, type RateLimitRule } from '../../services/rate-limit.js';

/**
 * Per-client budgets for the two public education calls. A person enrols a few times at most and
 * an admin mistypes a password a few times; scripts hit these quickly. Each can be changed (0 turns
 * it off) by the function's environment.
 */
export const enrolRateLimit = (): RateLimitRule => ({
  scope: 'education-enrol',
  limit: limitFromEnv('DROPWISE_RATE_LIMIT_ENROL_PER_MINUTE', 10),
  windowSeconds: 60,
});

export const adminLoginRateLimit = (): RateLimitRule => ({
  scope: 'education-admin-login',
  limit: limitFromEnv('DROPWISE_RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE', 5),
  windowSeconds: 60,
});
