import { afterEach, describe, expect, it } from 'vitest';
import { fixedWindow } from './fixed-window.js';
import { limitRule } from './limit-table.js';

describe('the limit table', () => {
  afterEach(() => {
    delete process.env.DROPWISE_RATE_LIMIT_TRACK_PER_MINUTE;
  });

  it('reads a limit from the environment, falling back when unset, refusing what is not a whole number', () => {
    expect(limitRule('tracking').limit).toBe(120);
    process.env.DROPWISE_RATE_LIMIT_TRACK_PER_MINUTE = '250';
    expect(limitRule('tracking').limit).toBe(250);
    process.env.DROPWISE_RATE_LIMIT_TRACK_PER_MINUTE = '0';
    expect(limitRule('tracking').limit).toBe(0);
    process.env.DROPWISE_RATE_LIMIT_TRACK_PER_MINUTE = 'lots';
    expect(() => limitRule('tracking')).toThrow(/DROPWISE_RATE_LIMIT_TRACK_PER_MINUTE="lots"/);
  });

  it('keeps the production budgets and windows', () => {
    const rules = Object.fromEntries(
      (['educationEnrol', 'educationAdminLogin', 'placeSearch', 'tracking', 'webVitals'] as const).map(
        (name) => [name, limitRule(name)],
      ),
    );
    expect(rules).toMatchObject({
      educationEnrol: { scope: 'education-enrol', windowSeconds: 60 },
      educationAdminLogin: { scope: 'education-admin-login', windowSeconds: 60 },
      placeSearch: { scope: 'places-search', limit: 120, windowSeconds: 60 },
      tracking: { scope: 'track', limit: 120, windowSeconds: 60 },
      webVitals: { scope: 'web-vitals', windowSeconds: 60 },
    });
    expect(limitRule('bookingsPerHour').windowSeconds).toBe(3600);
  });
});

describe('fixedWindow', () => {
  it('starts at a whole multiple of its length and retries when it ends, after at least 1 s', () => {
    const minute = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);
    expect(fixedWindow(60, minute + 45_000)).toEqual({
      start: minute,
      end: minute + 60_000,
      ms: 60_000,
      retryAfterSeconds: 15,
    });
    expect(fixedWindow(60, minute + 59_999).retryAfterSeconds).toBe(1);
    expect(fixedWindow(60, minute).retryAfterSeconds).toBe(60);
  });
});
