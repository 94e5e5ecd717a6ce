import { ApiError } from './api-error.js';
import { requestBudgetMs } from './request-context.js';

/** gRPC status codes (and admin SDK codes) meaning "the backend could not be reached in time". */
const UNAVAILABLE_CODES = new Set<unknown>([4, 14, 'app/network-error', 'app/network-timeout']);

export class StoreUnavailableError extends ApiError {
  constructor(readonly service: string) {
    super(503, 'unavailable', 'The service is temporarily unavailable. Please try again in a moment.');
  }
}

/** The moment by which an operation starting now must be done with the store. */
export function deadlineFromNow(): number {
  return Date.now() + requestBudgetMs();
}

/**
 * Awaits one call to Firestore or Auth, but never past `deadline`: a store that is down or
 * stalled becomes a 503 instead of a hang. The SDK keeps retrying in the background and its
 * eventual result is dropped; every write it could still land is a whole batch or transaction
 * keyed by the request, so a late landing is never a partial record and a retry finds it. (The
 * request itself is also cut off at its budget by the request log middleware, whatever it awaits.)
 */
export async function withDeadline<T>(
  service: string,
  work: Promise<T>,
  deadline = deadlineFromNow(),
): Promise<T> {
  work.catch(() => undefined);
  const remaining = deadline - Date.now();
  if (remaining <= 0) throw new StoreUnavailableError(service);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreUnavailableError(service)), remaining);
  });
  try {
    return await Promise.race([work, timeout]);
  } catch (error) {
    if (!(error instanceof ApiError) && UNAVAILABLE_CODES.has((error as { code?: unknown }).code)) {
      throw new StoreUnavailableError(service);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export const firestoreCall = <T>(work: Promise<T>, deadline?: number): Promise<T> =>
  withDeadline('firestore', work, deadline);
export const authCall = <T>(work: Promise<T>, deadline?: number): Promise<T> =>
  withDeadline('auth', work, deadline);

/**
 * Inside a transaction, just before its writes are sent: a transaction whose request has already
 * been answered 503 must not commit afterwards.
 */
export function assertBefore(deadline: number): void {
  if (Date.now() >= deadline) throw new StoreUnavailableError('firestore');
}
