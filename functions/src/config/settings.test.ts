import { describe, expect, it } from 'vitest';
import { checkSettings, settings } from './settings.js';

describe('the settings module', () => {
  it('gives every setting its default in an empty environment', () => {
    expect(() => checkSettings({})).not.toThrow();
    expect(settings.requestBudgetMs({})).toBe(4000);
    expect(settings.vitalsSampleRate({})).toBe(0.1);
    expect(settings.allowedOrigins({})).toEqual([]);
    expect(settings.publicOrigin({})).toBeUndefined();
    expect(settings.geocodingRegion({})).toBe('in');
    expect(settings.bookingsPerHour({})).toBe(10);
    expect(settings.openOrdersPerCustomer({})).toBe(5);
  });

  it('fails at start naming each variable it cannot run with', () => {
    const check = () =>
      checkSettings({
        DROPWISE_VITALS_SAMPLE_RATE: '10%',
        DROPWISE_BOOKING_PER_HOUR: '-1',
        DROPWISE_PLACES_PROVIDER: 'bing',
        DROPWISE_PUBLIC_ORIGIN: 'dropwise.example',
        DROPWISE_RATE_LIMIT_ENROL_PER_MINUTE: '10',
      });
    expect(check).toThrow(/DROPWISE_VITALS_SAMPLE_RATE="10%" is not valid: it takes a number from 0 to 1/);
    expect(check).toThrow(/DROPWISE_BOOKING_PER_HOUR="-1"/);
    expect(check).toThrow(/DROPWISE_PLACES_PROVIDER="bing" is not valid: it takes one of gazetteer, google/);
    expect(check).toThrow(/DROPWISE_PUBLIC_ORIGIN="dropwise.example"/);
    expect(check).not.toThrow(/ENROL/);
  });

  it('trims values, drops blank list entries and trailing slashes of an origin', () => {
    const env = {
      DROPWISE_ALLOWED_ORIGINS: ' https://a.example, ,https://b.example ',
      DROPWISE_PUBLIC_ORIGIN: ' https://dropwise.example// ',
      DROPWISE_REQUEST_BUDGET_MS: ' 1500 ',
    };
    expect(settings.allowedOrigins(env)).toEqual(['https://a.example', 'https://b.example']);
    expect(settings.publicOrigin(env)).toBe('https://dropwise.example');
    expect(settings.requestBudgetMs(env)).toBe(1500);
  });
});
