import { ApiError } from './api-error';

/**
 * The call got no answer: no network or a timeout (the API client's status 0), or the sign-in
 * token could not be refreshed for want of a connection. Nothing was refused, so it can be sent
 * again as it is.
 */
export function isUnanswered(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';
}
