import { describe, expect, it } from 'vitest';
import { placesFromEnv } from './places-from-env.js';

describe('choosing the place provider from the environment', () => {
  it('uses the gazetteer without a key, or when asked for it', () => {
    expect(placesFromEnv({}).name).toBe('gazetteer');
    expect(
      placesFromEnv({ DROPWISE_GEOCODING_API_KEY: 'k', DROPWISE_PLACES_PROVIDER: 'gazetteer' }).name,
    ).toBe('gazetteer');
    expect(placesFromEnv({ DROPWISE_PLACES_PROVIDER: 'google' }).name).toBe('gazetteer');
  });

  it('uses Google with the gazetteer behind it when a key is set', () => {
    expect(placesFromEnv({ DROPWISE_GEOCODING_API_KEY: 'k' }).name).toBe('google-geocoding+gazetteer');
  });
});
