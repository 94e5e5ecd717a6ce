import { ApiError } from '@/lib/api/api-error';

/**
 * The request never got an answer: no network, a timeout (the API client's status 0), or the
 * sign-in token could not be refreshed for want of a connection.
 */
export function isConnectionProblem(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';
}

/** Worth trying again later: no connection, a rate limit, or trouble on the server's side. */
export function isPassing(error: unknown): boolean {
  return (
    isConnectionProblem(error) || (error instanceof ApiError && (error.status === 429 || error.status >= 500))
  );
}
