import { type Env, settings } from '../../config/settings.js';
import { bundledGazetteer } from './bundled-gazetteer.js';
import { FallbackPlaces } from './fallback-places.js';
import { GoogleGeocodingPlaces } from './google-geocoding-places.js';
import type { PlacesProvider } from './places-provider.js';

/**
 * The provider the environment asks for:
 * - `DROPWISE_PLACES_PROVIDER`: `gazetteer` (the bundled file; the default without a key) or
 *   `google` (the default when a key is set).
 * - `DROPWISE_GEOCODING_API_KEY`: the Geocoding API key (server-side; never sent to browsers).
 * - `DROPWISE_GEOCODING_REGION`: the ccTLD to bias to and stay within (default `in`).
 * - `DROPWISE_GEOCODING_BASE_URL`: another endpoint speaking the same protocol (tests, a proxy).
 * Google is always wrapped with the gazetteer as its fallback.
 */
export function placesFromEnv(env?: Env): PlacesProvider {
  const gazetteer = bundledGazetteer();
  const key = settings.geocodingApiKey(env);
  const choice = settings.placesProvider(env) ?? (key ? 'google' : 'gazetteer');
  if (choice !== 'google') return gazetteer;
  if (!key) {
    console.warn('DROPWISE_PLACES_PROVIDER=google needs DROPWISE_GEOCODING_API_KEY; using the gazetteer.');
    return gazetteer;
  }
  const baseUrl = settings.geocodingBaseUrl(env);
  const google = new GoogleGeocodingPlaces({
    apiKey: key,
    region: settings.geocodingRegion(env),
    ...(baseUrl ? { baseUrl } : {}),
  });
  return new FallbackPlaces(google, gazetteer);
}

let configured: PlacesProvider | undefined;

/** The provider of this function instance, made on first use. */
export function placesProvider(): PlacesProvider {
  configured ??= placesFromEnv();
  return configured;
}
