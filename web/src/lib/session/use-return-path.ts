import { useLocation, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '@dropwise/domain/customer-sign-in';
import { pagePaths } from '@dropwise/domain/page-paths';

/**
 * Where to go after signing in: `?next=` (set by the customer guard) or router state `from`,
 * limited to paths of this site; `/` otherwise.
 */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  const location = useLocation();
  const fromState = (location.state as { from?: unknown } | null)?.from;
  return safeReturnPath(params.get('next') ?? fromState);
}

export function loginPathFor(returnPath: string): string {
  return returnPath === pagePaths.home
    ? pagePaths.signIn
    : `${pagePaths.signIn}?next=${encodeURIComponent(returnPath)}`;
}
