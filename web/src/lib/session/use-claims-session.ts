import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';

type Signed<T> = { status: 'loading' } | { status: 'signed-out' } | T;

/**
 * The session of the area's Firebase app as its screens need it: loading, signed out, or what
 * `read` makes of the signed-in user and their token's claims. The claims only pick screens; the
 * rules and the functions are what refuse access.
 */
export function useClaimsSession<T>(read: (user: User, claims: Record<string, unknown>) => T): Signed<T> {
  const auth = useAuth();
  const [session, setSession] = useState<Signed<T>>({ status: 'loading' });
  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        if (!user) {
          setSession({ status: 'signed-out' });
          return;
        }
        user
          .getIdTokenResult()
          .then((result) => setSession(read(user, result.claims)))
          .catch(() => setSession({ status: 'signed-out' }));
      }),
    // `read` is a module-level function in each caller, the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [auth],
  );
  return session;
}
