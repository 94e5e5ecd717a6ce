import { getApps, initializeApp } from 'firebase-admin/app';
import { expect } from 'vitest';
import { getFirestore } from 'firebase-admin/firestore';
import { APP_URL, AUTH_EMULATOR_URL, PROJECT_ID } from './emulators';
import { ENROLMENTS } from '@dropwise/domain/collections';

/** Helpers for the education API and browser tests: requests through Hosting, record counts. */
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
const adminApp =
  getApps().find((app) => app.name === 'education-tests') ??
  initializeApp({ projectId: PROJECT_ID }, 'education-tests');
export const adminDb = getFirestore(adminApp);

export async function enrolmentCount(): Promise<number> {
  const snapshot = await adminDb.collection(ENROLMENTS).count().get();
  return snapshot.data().count;
}

let ipCounter = 0;
/**
 * A made-up client address, sent as X-Forwarded-For when a test claims one. The emulators trust
 * no X-Forwarded-For entry (DROPWISE_TRUST_PROXY_HOPS=0), so a claimed address never changes
 * which rate-limit budget a request draws on; tests use this to prove exactly that.
 */
export function uniqueClientIp(): string {
  ipCounter += 1;
  const run = process.pid % 250;
  return `10.${run}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

/** A valid Indian mobile number nobody else in this run uses, as a person would type it. */
export function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `9${digits.slice(0, 4)} ${digits.slice(4)}`;
}

export function validEnrolment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    course: 'BCA',
    name: 'Asha Kumari',
    email: 'asha@example.com',
    number: uniquePhone(),
    city: 'Pune',
    ...overrides,
  };
}

export interface RequestOptions {
  clientIp?: string;
  token?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

function headersFor(options: RequestOptions, json: boolean): Record<string, string> {
  return {
    ...(options.clientIp ? { 'X-Forwarded-For': options.clientIp } : {}),
    ...(json ? { 'Content-Type': options.contentType ?? 'application/json' } : {}),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
}

/** POST a JSON value (or a raw string, sent as it is) through the Hosting rewrite. */
export async function postJson(path: string, body: unknown, options: RequestOptions = {}): Promise<Response> {
  return fetch(`${APP_URL}${path}`, {
    method: 'POST',
    headers: headersFor(options, true),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function patchJson(
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  return fetch(`${APP_URL}${path}`, {
    method: 'PATCH',
    headers: headersFor(options, true),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function getPath(path: string, options: RequestOptions = {}): Promise<Response> {
  return fetch(`${APP_URL}${path}`, { headers: headersFor(options, false) });
}

/** Exchanges a custom token for an ID token at the Auth emulator, as the web SDK does. */
export async function idTokenFromCustomToken(customToken: string): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as { idToken?: string };
  if (!json.idToken) throw new Error(`signInWithCustomToken failed: ${response.status}`);
  return json.idToken;
}

/** A token with the claims changed: `alg` none as the emulator issues, or a made-up RS256 signature. */
export function tamperedToken(
  idToken: string,
  changes: Record<string, unknown>,
  algorithm: 'none' | 'RS256',
): string {
  const [header, payload] = idToken.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')), ...changes };
  const newHeader = {
    ...JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')),
    alg: algorithm,
    kid: 'forged',
  };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signature = algorithm === 'none' ? '' : Buffer.from('not-a-real-signature').toString('base64url');
  return `${encode(newHeader)}.${encode(claims)}.${signature}`;
}

/** Asserts the API's error shape: `{ success: false, error: { code, message, fields? } }`. */
export async function expectError(response: Response, status: number, code: string): Promise<ErrorBody> {
  const body = (await response.json()) as ErrorBody;
  expect({ status: response.status, body }).toMatchObject({
    status,
    body: { success: false, error: { code, message: expect.any(String) } },
  });
  expect(Object.keys(body)).toEqual(['success', 'error']);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.js|stack|Error:/);
  return body;
}

export interface ErrorBody {
  success: false;
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** The per-minute limit the functions run with (scripts/emulator-env.sh sets it for both). */
export function rateLimitPerMinute(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Rate-limit windows are whole minutes of the clock the emulators share with the tests. A test
 * that must stay inside one window waits for the next minute when too little of this one is left.
 */
export async function waitForWindowWithSeconds(seconds: number): Promise<void> {
  const left = 60 - (Date.now() % 60_000) / 1000;
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200));
}

/**
 * Every local caller shares one per-client budget (the emulators trust no forwarded address), so a
 * test that uses a budget up starts at the beginning of a minute and, when done, waits for the next
 * one, leaving the other tests a fresh budget.
 */
export async function waitForNextWindow(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  await new Promise((resolve) => setTimeout(resolve, left + 200));
}
