import { LIMIT_SETTINGS } from '../../config/limit-settings.js';
import { readSetting, type Setting } from '../../config/read-setting.js';

/** A budget of requests per window and client (or account), under its own name. */
export interface RateLimitRule {
  /** Names the operation, e.g. `education-enrol`; clients get a separate budget per scope. */
  scope: string;
  /** Requests allowed per window; 0 turns the limit off. */
  limit: number;
  windowSeconds: number;
}

interface LimitEntry {
  scope: string;
  windowSeconds: number;
  /** The budget per window: its production default and the variable that overrides it. */
  perWindow: Setting<number>;
}

/**
 * Every limit the functions enforce. The budgets are read per request, so the emulator scripts'
 * environment applies to them (config/limit-settings.ts; docs/settings.md).
 */
const LIMITS = {
  // A person enrols a few times at most; a script hits this quickly.
  educationEnrol: { scope: 'education-enrol', windowSeconds: 60, perWindow: LIMIT_SETTINGS.enrolPerMinute },
  // Per client: an admin mistypes a password a few times.
  educationAdminLogin: {
    scope: 'education-admin-login',
    windowSeconds: 60,
    perWindow: LIMIT_SETTINGS.adminLoginPerMinute,
  },
  // Per account however many addresses guesses come from: 10 per 15 minutes is at most 40 an
  // hour (OWASP ASVS V2.2.1 asks for no more than 100).
  educationAdminSignIn: {
    scope: 'education-admin',
    windowSeconds: 15 * 60,
    perWindow: LIMIT_SETTINGS.signInAttemptsPerAccount,
  },
  // Suggestions arrive as a customer types (debounced in the app): far above one person's need,
  // yet a script cannot run up a paid geocoding bill.
  placeSearch: { scope: 'places-search', windowSeconds: 60, perWindow: LIMIT_SETTINGS.placeSearchPerMinute },
  // The tracking page polls every 10 s (6 a minute); a family watching one trip from one address
  // stays far below this, a script walking through tokens does not.
  tracking: { scope: 'track', windowSeconds: 60, perWindow: LIMIT_SETTINGS.trackingPerMinute },
  // A visitor's page views count a visit each: a person opens a few pages a minute; a script
  // running the counter up stops here. Counted per instance, so a refusal writes nothing.
  visitCounter: { scope: 'visit', windowSeconds: 60, perWindow: LIMIT_SETTINGS.visitsPerMinute },
  // A page view sends at most five metrics, and a person opens a few pages a minute.
  webVitals: { scope: 'web-vitals', windowSeconds: 60, perWindow: LIMIT_SETTINGS.webVitalsPerMinute },
  // New bookings per customer in a clock hour (counted in the customer's bookingLimits document).
  bookingsPerHour: { scope: 'booking', windowSeconds: 60 * 60, perWindow: LIMIT_SETTINGS.bookingsPerHour },
} satisfies Record<string, LimitEntry>;

export type LimitName = keyof typeof LIMITS;

/** The rule as the environment sets it now. */
export function limitRule(name: LimitName): RateLimitRule {
  const { scope, windowSeconds, perWindow } = LIMITS[name];
  return { scope, windowSeconds, limit: readSetting(perWindow) };
}

/** Orders a customer may have waiting or under way at once (0 turns the cap off). */
export function openOrdersPerCustomer(): number {
  return readSetting(LIMIT_SETTINGS.openOrdersPerCustomer);
}
