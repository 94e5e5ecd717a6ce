import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';

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
  const auth = useAuth();
  const [session, setSession] = useState<AreaSession>({ status: 'loading' });
  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        if (!user) {
          setSession({ status: 'signed-out' });
          return;
        }
        user
          .getIdTokenResult()
          .then((result) => setSession({ status: 'signed-in', user, role: roleFromClaims(result.claims) }))
          .catch(() => setSession({ status: 'signed-out' }));
      }),
    [auth],
  );
  return session;
}
