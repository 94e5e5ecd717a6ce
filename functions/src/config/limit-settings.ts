import { numberSetting } from './read-setting.js';

/** A budget per window; 0 turns the limit off. */
const budget = (env: string, productionDefault: number) =>
  numberSetting(env, { fallback: productionDefault, min: 0, max: 1_000_000, whole: true });

/**
 * How many requests each limit allows per window, with its production default and the variable
 * that overrides it. What each counts (scope, window) is services/limits/limit-table.ts.
 */
export const LIMIT_SETTINGS = {
  enrolPerMinute: budget('DROPWISE_RATE_LIMIT_ENROL_PER_MINUTE', 10),
  adminLoginPerMinute: budget('DROPWISE_RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE', 5),
  placeSearchPerMinute: budget('DROPWISE_RATE_LIMIT_PLACES_PER_MINUTE', 120),
  trackingPerMinute: budget('DROPWISE_RATE_LIMIT_TRACK_PER_MINUTE', 120),
  visitsPerMinute: budget('DROPWISE_RATE_LIMIT_VISITS_PER_MINUTE', 30),
  webVitalsPerMinute: budget('DROPWISE_RATE_LIMIT_VITALS_PER_MINUTE', 60),
  signInAttemptsPerAccount: budget('DROPWISE_SIGN_IN_FAILURES_PER_ACCOUNT', 10),
  openOrdersPerCustomer: budget('DROPWISE_BOOKING_MAX_OPEN_ORDERS', 5),
  bookingsPerHour: budget('DROPWISE_BOOKING_PER_HOUR', 10),
};
