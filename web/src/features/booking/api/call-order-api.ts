import type { User } from 'firebase/auth';
import { ACCOUNT_DISABLED_CODE, reportAccountDisabled } from '../../../lib/api/account-disabled';

/** An error answer from the API in the API's error shape, with per-field messages when it has them. */
export class OrderApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'OrderApiError';
  }
}

const TIMEOUT_MS = 15_000;

/**
 * Calls an order endpoint as the signed-in user. Network failures and timeouts become an
 * OrderApiError with status 0, so the screens can say "try again" (a retry is safe: booking is
 * idempotent by request id).
 */
export async function callOrderApi<T>(
  user: User,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {},
): Promise<T> {
  const token = await user.getIdToken();
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        Authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new OrderApiError(
      0,
      'network',
      'We could not reach Dropwise. Check your connection and try again.',
    );
  }
  const json = (await response.json().catch(() => null)) as
    | (T & { success?: boolean; error?: { code: string; message: string; fields?: Record<string, string> } })
    | null;
  if (!response.ok || !json || json.success === false) {
    if (json?.error?.code === ACCOUNT_DISABLED_CODE) reportAccountDisabled(json.error.message);
    throw new OrderApiError(
      response.status,
      json?.error?.code ?? 'unknown',
      json?.error?.message ?? 'Something went wrong. Please try again.',
      json?.error?.fields,
    );
  }
  return json;
}
