import { request } from '../../../lib/api/request';

const SESSION_KEY = 'dropwise:education-visits';
let pending: Promise<number> | null = null;

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
  pending ??= request<{ data: number }>('GET', '/counter/dropwiseEduCounter')
    .then(({ data }) => {
      sessionStorage.setItem(SESSION_KEY, String(data));
      return data;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
