import { TRACKING_HOLD_MS } from '@dropwise/domain/tracking';
import { LIMIT_SETTINGS } from './limit-settings.js';
import {
  choiceSetting,
  type Env,
  given,
  InvalidSettingError,
  listSetting,
  numberSetting,
  readSetting,
  type Setting,
  textSetting,
  urlSetting,
} from './read-setting.js';

export type { Env } from './read-setting.js';

export const PRODUCTION_TRUSTED_PROXY_HOPS = 2;

const trustProxyHops: Setting<number> = {
  env: 'DROPWISE_TRUST_PROXY_HOPS',
  alsoReads: ['FUNCTIONS_EMULATOR'],
  parse(raw, env) {
    // The emulators' proxies append no X-Forwarded-For entry (see http/client-address.ts).
    const fallback = env.FUNCTIONS_EMULATOR === 'true' ? 0 : PRODUCTION_TRUSTED_PROXY_HOPS;
    return numberSetting('DROPWISE_TRUST_PROXY_HOPS', { fallback, min: 0, max: 10, whole: true }).parse(
      raw,
      env,
    );
  },
};

/** Where the app is served, for links in push messages: the project's Hosting domain by default. */
const appUrl: Setting<string> = {
  env: 'DROPWISE_APP_URL',
  alsoReads: ['GCLOUD_PROJECT'],
  parse(raw, env) {
    const configured = given(raw);
    if (configured === undefined) return `https://${env.GCLOUD_PROJECT ?? 'demo-dropwise'}.web.app`;
    urlSetting('DROPWISE_APP_URL').parse(configured, env);
    return configured;
  },
};

const geocodingRegion: Setting<string> = {
  env: 'DROPWISE_GEOCODING_REGION',
  parse(raw) {
    const region = given(raw);
    if (region === undefined) return 'in';
    if (!/^[a-z]{2}$/i.test(region)) {
      throw new InvalidSettingError('DROPWISE_GEOCODING_REGION', region, 'a two-letter country code');
    }
    return region;
  },
};

/**
 * Every variable of the function's environment that its code reads, with its default and what it
 * takes (docs/settings.md lists them for the people who set them). Each is read when used, so
 * the emulator scripts and tests can set it before a call; `checkSettings` reads all of them at
 * start, so a value the function cannot run with stops it there, naming the variable.
 */
export const SETTINGS = {
  requestBudgetMs: numberSetting('DROPWISE_REQUEST_BUDGET_MS', {
    fallback: 4000,
    min: 0,
    aboveMin: true,
    max: 3_600_000,
  }),
  // 0 answers every tracking call at once (no long poll); the API tests shorten it.
  trackHoldMs: numberSetting('DROPWISE_TRACK_HOLD_MS', {
    fallback: TRACKING_HOLD_MS,
    min: 0,
    max: TRACKING_HOLD_MS,
    whole: true,
  }),
  vitalsSampleRate: numberSetting('DROPWISE_VITALS_SAMPLE_RATE', { fallback: 0.1, min: 0, max: 1 }),
  trustProxyHops,
  allowedOrigins: listSetting('DROPWISE_ALLOWED_ORIGINS'),
  publicOrigin: urlSetting('DROPWISE_PUBLIC_ORIGIN'),
  appUrl,
  webApiKey: textSetting('DROPWISE_WEB_API_KEY'),
  placesProvider: choiceSetting('DROPWISE_PLACES_PROVIDER', ['gazetteer', 'google'] as const),
  geocodingApiKey: textSetting('DROPWISE_GEOCODING_API_KEY'),
  geocodingRegion,
  geocodingBaseUrl: urlSetting('DROPWISE_GEOCODING_BASE_URL'),
  // Set by the platform or the emulators, never by hand.
  gcloudProject: textSetting('GCLOUD_PROJECT'),
  googleCloudProject: textSetting('GOOGLE_CLOUD_PROJECT'),
  authEmulatorHost: textSetting('FIREBASE_AUTH_EMULATOR_HOST'),
  functionsEmulator: textSetting('FUNCTIONS_EMULATOR'),
  ...LIMIT_SETTINGS,
};

type Settings = typeof SETTINGS;
type ValueOf<S> = S extends Setting<infer T> ? T : never;

/**
 * `settings.requestBudgetMs()` reads the process's environment; `settings.trustProxyHops(env)`
 * reads the one given (for tests and scripts that describe another environment).
 */
export const settings = Object.fromEntries(
  Object.entries(SETTINGS).map(([name, setting]) => [
    name,
    (env?: Env) => readSetting(setting as Setting<unknown>, env),
  ]),
) as { [K in keyof Settings]: (env?: Env) => ValueOf<Settings[K]> };

/** Reads every setting once; throws one error naming each variable whose value is not valid. */
export function checkSettings(env?: Env): void {
  const problems: string[] = [];
  for (const setting of Object.values(SETTINGS) as Array<Setting<unknown>>) {
    try {
      readSetting(setting, env);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (problems.length > 0)
    throw new Error(`The function's environment is not valid:\n${problems.join('\n')}`);
}

/**
 * The Firestore SDK wraps every call in an OpenTelemetry span unless told not to; with no tracer
 * provider registered the spans go nowhere, yet each still costs CPU on every read and commit.
 * FIRESTORE_ENABLE_TRACING=on in the function's environment traces with a provider of yours.
 */
export function turnFirestoreTracingOffUnlessSet(): void {
  process.env.FIRESTORE_ENABLE_TRACING ??= 'off';
}
