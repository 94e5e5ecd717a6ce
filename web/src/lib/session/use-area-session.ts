import type { User } from 'firebase/auth';
import { useClaimsSession } from './use-claims-session';

export type AreaRole = 'admin' | 'rider' | 'none';

export type AreaSession =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: User; role: AreaRole };

/** The role claim decides the role; the client only uses it to pick screens, never to grant access. */
export function roleFromClaims(claims: Record<string, unknown>): AreaRole {
  if (claims.admin === true) return 'admin';
  if (claims.rider === true) return 'rider';
  return 'none';
}

/** The admin-area session (the `admin` Firebase app): who is signed in and with which role claim. */
export function useAreaSession(): AreaSession {
  return useClaimsSession(areaSessionOf);
}

function areaSessionOf(user: User, claims: Record<string, unknown>): AreaSession {
  return { status: 'signed-in', user, role: roleFromClaims(claims) };
}
