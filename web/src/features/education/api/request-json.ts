/**
 * fetch for the education API, with the API's error shape turned into one error type the
 * screens can explain in plain words. Deliberately free of Firebase: the public pages use it.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface ErrorBody {
  success?: false;
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiRequestError(
      0,
      'network',
      'We could not reach Dropwise. Check your internet connection and try again.',
    );
  }
  const body = (await response.json().catch(() => null)) as (T & ErrorBody) | null;
  if (response.ok && body) return body;
  const retryAfter = Number(response.headers.get('Retry-After'));
  throw new ApiRequestError(
    response.status,
    body?.error?.code ?? 'unknown',
    body?.error?.message ?? 'Something went wrong on our side. Please try again.',
    body?.error?.fields ?? {},
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

export function jsonPost(body: unknown, idToken?: string, method = 'POST'): RequestInit {
  return {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify(body),
  };
}

/** A sentence for a person, whatever went wrong. */
export function plainMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'Something went wrong. Please try again.';
  if (error.status === 429) {
    const wait = error.retryAfterSeconds ? `${error.retryAfterSeconds} seconds` : 'a minute';
    return `Too many attempts. Please wait ${wait} and try again.`;
  }
  if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return error.message;
}
