import { fillPath } from '@dropwise/domain/api/endpoint';
import { countVisit } from '@dropwise/domain/api/education';

const SESSION_KEY = 'dropwise:education-visits';
const COUNTER_PATH = fillPath(countVisit.path, { counter: 'dropwiseEduCounter' });
// A stalled connection shows "not available" rather than an ellipsis for ever.
const TIMEOUT_MS = 15_000;
let pending: Promise<number> | null = null;

/**
 * The counter's figure, by a plain fetch rather than lib/api's request(): a failure here only
 * ever reads "not available right now", so /education's first load carries none of the API
 * error handling (its classes and its messages in every language), which the page does not use.
 */
async function fetchTotal(): Promise<number> {
  const response = await fetch(COUNTER_PATH, {
    method: 'GET',
    headers: {},
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  if (!response.ok || typeof body?.data !== 'number') throw new Error(`visit counter: ${response.status}`);
  return body.data;
}

/**
 * Counts this browser session's visit once (GET /counter/dropwiseEduCounter counts on every call)
 * and remembers the total for the rest of the session, so renders, route changes and reloads in
 * the same tab do not count again.
 */
export function countVisitOncePerSession(): Promise<number> {
  const remembered = Number(sessionStorage.getItem(SESSION_KEY));
  if (sessionStorage.getItem(SESSION_KEY) !== null && Number.isFinite(remembered)) {
    return Promise.resolve(remembered);
  }
  pending ??= fetchTotal()
    .then((total) => {
      sessionStorage.setItem(SESSION_KEY, String(total));
      return total;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
