import type { Auth } from 'firebase/auth';
import {
  type AnswerOf,
  type BodyOf,
  callPath,
  type Endpoint,
  fillPath,
  type PathParams,
  type QueryOf,
} from '@dropwise/domain/api/endpoint';
import { ACCOUNT_DISABLED_CODE, reportAccountDisabled } from './account-disabled';
import { loadErrorTexts } from '@/lib/i18n/api-error-text';
import { ApiError, type ApiErrorBody, FALLBACK_MESSAGE, UNREACHABLE_MESSAGE } from './api-error';

/** What a call sends besides its endpoint, typed by the endpoint's contract. */
export type CallOptions<E extends Endpoint> = {
  /**
   * The session area's Auth: its signed-in user's ID token goes in `Authorization`. Without it the
   * call is public. This module only names Auth as a type, so a public page that calls the API
   * does not download Firebase Auth.
   */
  auth?: Auth;
  /** Sent as JSON. */
  body?: BodyOf<E>;
  /** Sent as it is, with its own type (a CSV file, say), for an endpoint whose body is text. */
  textBody?: { contentType: string; text: string };
  /** Written into the URL; fields without a value are left out. */
  query?: QueryOf<E>;
  /** How long to wait for the answer (TIMEOUT_MS when not given): longer for a long poll. */
  timeoutMs?: number;
} & (keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { /** The values of the path's `:name` parameters. */ params: PathParams<E['path']> });

/**
 * A stalled connection ends in an error the screen can explain; retrying is safe because every
 * write the API offers is idempotent (booking by its request id).
 */
const TIMEOUT_MS = 15_000;

/**
 * Calls an endpoint of the Dropwise API (`@dropwise/domain/api/<area>`; same origin, through the
 * Hosting rewrite) with its path parameters, query and body, and answers its JSON body.
 * Every failure is an ApiError: no connection or a timeout (status 0), no signed-in user (401),
 * or the API's error shape. A refusal of a disabled account is also reported to the shell,
 * which says so once and signs the area out.
 */
export async function request<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<AnswerOf<E>> {
  return readAnswer<AnswerOf<E>>(await send(endpoint, options));
}

/**
 * The JSON body of an API answer, or its ApiError. `request` uses it; so does a page whose HTML
 * starts its first call before the page's script has loaded (the public tracking page).
 */
export async function readAnswer<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & { success?: boolean }) | null;
  if (!response.ok || !body || body.success === false) throw errorFromResponse(response, body);
  return body;
}

/** GET a file (a CSV export, say): its bytes and the name the API gave it. */
export async function requestFile<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(endpoint, options);
  if (!response.ok) throw errorFromResponse(response, await response.json().catch(() => null));
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

async function send<E extends Endpoint>(
  { method, path }: E,
  { auth, body, textBody, query, params, timeoutMs = TIMEOUT_MS }: CallOptions<E>,
): Promise<Response> {
  // An answer can be an error to say in Hindi or Marathi: its words load while the call is out.
  loadErrorTexts().catch(() => undefined);
  const headers: Record<string, string> = {};
  if (auth) headers.Authorization = `Bearer ${await idToken(auth)}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (textBody) headers['Content-Type'] = textBody.contentType;
  const url = callPath(params ? fillPath(path, params) : path, query as Parameters<typeof callPath>[1]);
  try {
    return await fetch(url, {
      method,
      headers,
      body: textBody ? textBody.text : body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new ApiError(0, 'unavailable', UNREACHABLE_MESSAGE);
  }
}

async function idToken(auth: Auth): Promise<string> {
  // Right after a page load the saved session is still being restored; wait for it rather than
  // telling a signed-in person their session has ended.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, 'unauthenticated', 'Your session has ended. Sign in again.');
  return user.getIdToken();
}

/** The ApiError for a refused answer, from the API's error shape when the body has one. */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  const error = (body as { error?: ApiErrorBody } | null)?.error;
  loadErrorTexts().catch(() => undefined);
  if (error?.code === ACCOUNT_DISABLED_CODE) reportAccountDisabled(error.message ?? '');
  const retryAfter = Number(response.headers.get('Retry-After'));
  return new ApiError(response.status, error?.code ?? 'unknown', error?.message ?? FALLBACK_MESSAGE, {
    fields: error?.fields,
    rows: Array.isArray(error?.rows) ? error.rows : undefined,
    requestId: error?.requestId ?? response.headers.get('X-Request-Id') ?? undefined,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
}
