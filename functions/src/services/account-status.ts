import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { authCall } from '../lib/deadline.js';

interface AccountStatus {
  disabled: boolean;
  /** Tokens issued (signed in) before this moment are revoked; epoch ms, 0 when never revoked. */
  validSinceMs: number;
  /** The custom claims the account holds now (a token keeps the ones of its sign-in for an hour). */
  claims: Record<string, unknown>;
  /** Whether the account has a phone number, which only a phone sign-in or an admin can set. */
  hasPhone: boolean;
}

function statusOf(user: UserRecord): AccountStatus {
  return {
    disabled: user.disabled,
    validSinceMs: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0,
    claims: user.customClaims ?? {},
    hasPhone: Boolean(user.phoneNumber),
  };
}

/** A deleted account: refused like a disabled one. */
const GONE: AccountStatus = { disabled: true, validSinceMs: 0, claims: {}, hasPhone: false };

/** Auth refuses a lookup of a uid it cannot hold; such a uid names no account. */
const lookable = (uid: string) => uid.length > 0 && uid.length <= 128;

/** One lookup of the account in Auth, on every request, so a change applies on every instance at once. */
async function fetchStatus(auth: Auth, uid: string): Promise<AccountStatus> {
  if (!lookable(uid)) return GONE;
  try {
    return statusOf(await authCall(auth.getUser(uid)));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return GONE;
    throw error;
  }
}

export type AccountStanding = 'active' | 'disabled' | 'signed-out';

/** What Auth says of the account now: the standing, claims, phone. */
export interface AccountState {
  standing: AccountStanding;
  claims: Record<string, unknown>;
  hasPhone: boolean;
}

/**
 * Whether the token's account may act: `disabled` (or deleted), `signed-out` (its refresh tokens
 * were revoked after this sign-in) or `active`, with the claims and phone the account holds now.
 * This is what `verifyIdToken(token, true)` asks Auth, in the same one lookup that also answers
 * the current claims and phone.
 */
export async function accountState(auth: Auth, token: DecodedIdToken): Promise<AccountState> {
  const status = await fetchStatus(auth, token.uid);
  // auth_time is in seconds, tokensValidAfterTime has second precision: compare like the SDK.
  const standing: AccountStanding = status.disabled
    ? 'disabled'
    : token.auth_time * 1000 >= status.validSinceMs
      ? 'active'
      : 'signed-out';
  return { standing, claims: status.claims, hasPhone: status.hasPhone };
}
