import { pagePaths } from '@dropwise/domain/page-paths';
/**
 * Where to go after signing in: the page the guard was asked for, if it is one of the admin-area
 * pages of this app. Anything else (another site, `//evil.example`, odd schemes) falls back, so the
 * `next` parameter cannot be used as an open redirect.
 */
export function safeReturnPath(next: string | null, fallback: string = pagePaths.adminDashboard): string {
  if (!next) return fallback;
  if (!/^\/admin(\/[A-Za-z0-9_\-/]*)?(\?[\w\-=&%.]*)?$/.test(next)) return fallback;
  if (next.includes('//')) return fallback;
  return next;
}

export function loginPathFor(location: { pathname: string; search: string }): string {
  return `${pagePaths.adminSignIn}?next=${encodeURIComponent(location.pathname + location.search)}`;
}

/** Pages outside the rider's orders that a rider may be sent back to after signing in. */
const RIDER_RETURN_PATHS: readonly string[] = [pagePaths.deleteRiderAccount];

/** Where a rider goes after signing in: one of the few pages that asked, or their orders. */
export function riderReturnPath(next: string | null): string {
  return next && RIDER_RETURN_PATHS.includes(next) ? next : pagePaths.riderOrders;
}

export function riderSignInPathFor(returnPath: string): string {
  return `${pagePaths.adminSignIn}?next=${encodeURIComponent(returnPath)}`;
}

/** Pages outside the shop's screens that shop staff may be sent back to after signing in. */
const SHOP_RETURN_PATHS: readonly string[] = [pagePaths.deleteDigistallAccount];

/** Where shop staff go after signing in: one of the few pages that asked, or their orders. */
export function shopReturnPath(next: string | null): string {
  return next && SHOP_RETURN_PATHS.includes(next) ? next : pagePaths.shopOrders;
}

export function shopSignInPathFor(returnPath: string): string {
  return `${pagePaths.shopSignIn}?next=${encodeURIComponent(returnPath)}`;
}
