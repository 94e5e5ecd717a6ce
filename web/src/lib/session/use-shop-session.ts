import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { useAuth } from 'reactfire';

/** The shop session: signed out, signed in as a shop's staff, or signed in as someone else. */
export type ShopSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'staff'; user: User; shopId: string }
  | { status: 'not-staff'; user: User };

/** The shop a token's claims name; only a function sets the claim, and the rules check it again. */
export function shopIdFromClaims(claims: Record<string, unknown>): string | null {
  const shopId = claims.shopId;
  return typeof shopId === 'string' && shopId.length > 0 ? shopId : null;
}

/**
 * Who is signed in to the shop area (its own Firebase app) and for which shop. Used to choose
 * screens only: Firestore rules and the functions are what refuse someone who is not staff.
 */
export function useShopSession(): ShopSession {
  const auth = useAuth();
  const [session, setSession] = useState<ShopSession>({ status: 'loading' });
  useEffect(
    () =>
      onIdTokenChanged(auth, (user) => {
        if (!user) {
          setSession({ status: 'signed-out' });
          return;
        }
        user
          .getIdTokenResult()
          .then((result) => {
            const shopId = shopIdFromClaims(result.claims);
            setSession(shopId ? { status: 'staff', user, shopId } : { status: 'not-staff', user });
          })
          .catch(() => setSession({ status: 'signed-out' }));
      }),
    [auth],
  );
  return session;
}
