import type { Auth } from 'firebase/auth';
import { ACCOUNT_DISABLED_CODE, reportAccountDisabled } from '../../../lib/api/account-disabled';

/** An error answer of the API, with the message to show and per-field messages for forms. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

interface ApiEnvelope<T> {
  success: boolean;
  data?: T;
  nextCursor?: string | null;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

/** Calls the Dropwise API (same origin, via the Hosting rewrite) with the signed-in user's ID token. */
export async function callApi<T>(
  auth: Auth,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ data: T; nextCursor: string | null }> {
  // Right after a page load the saved session is still being restored; wait for it rather than
  // telling a signed-in admin their session has ended.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw new ApiCallError(401, 'unauthenticated', 'Your session has ended. Sign in again.');
  const token = await user.getIdToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new ApiCallError(
      0,
      'unavailable',
      'Dropwise could not be reached. Check your connection and try again.',
    );
  }
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (!response.ok || !envelope?.success) {
    if (envelope?.error?.code === ACCOUNT_DISABLED_CODE) reportAccountDisabled(envelope.error.message);
    throw new ApiCallError(
      response.status,
      envelope?.error?.code ?? 'internal',
      envelope?.error?.message ?? 'Something went wrong. Please try again.',
      envelope?.error?.fields,
    );
  }
  return { data: envelope.data as T, nextCursor: envelope.nextCursor ?? null };
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}
