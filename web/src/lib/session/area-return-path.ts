/**
 * Where to go after signing in: the page the guard was asked for, if it is one of the admin-area
 * pages of this app. Anything else (another site, `//evil.example`, odd schemes) falls back, so the
 * `next` parameter cannot be used as an open redirect.
 */
export const ADMIN_HOME = '/admin/dashboard';
export const RIDER_HOME = '/rider';

export function safeReturnPath(next: string | null, fallback = ADMIN_HOME): string {
  if (!next) return fallback;
  if (!/^\/admin(\/[A-Za-z0-9_\-/]*)?(\?[\w\-=&%.]*)?$/.test(next)) return fallback;
  if (next.includes('//')) return fallback;
  return next;
}

export function loginPathFor(location: { pathname: string; search: string }): string {
  return `/alogin?next=${encodeURIComponent(location.pathname + location.search)}`;
}
