import type { User } from 'firebase/auth';
import { useClaimsSession } from './use-claims-session';

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
  return useClaimsSession(shopSessionOf);
}

function shopSessionOf(user: User, claims: Record<string, unknown>): ShopSession {
  const shopId = shopIdFromClaims(claims);
  return shopId ? { status: 'staff', user, shopId } : { status: 'not-staff', user };
}
