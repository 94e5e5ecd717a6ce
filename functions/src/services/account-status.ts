import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { batchedReadsPer } from '../lib/batched-reads.js';
import { authCall } from '../lib/deadline.js';
import { StaleWhileRefreshCache } from '../lib/stale-while-refresh-cache.js';
import { settings } from '../config/settings.js';

interface AccountStatus {
  disabled: boolean;
  /** Tokens issued (signed in) before this moment are revoked; epoch ms, 0 when never revoked. */
  validSinceMs: number;
  /** The custom claims the account holds now (a token keeps the ones of its sign-in for an hour). */
  claims: Record<string, unknown>;
  /** Whether the account has a phone number, which only a phone sign-in or an admin can set. */
  hasPhone: boolean;
}

export function accountStatusMaxAgeMs(): number {
  // Never longer than 60 s, whatever the environment says (the setting caps it): the promised window.
  return settings.accountStatusMaxAgeSeconds() * 1000;
}

/**
 * Whether a signed-in account may still act: not disabled, not deleted, and its refresh tokens
 * not revoked since the ID token's sign-in. `verifyIdToken(token, true)` asks Auth this on every
 * request (a round trip in series before any work); instead each instance remembers the answer
 * per uid for at most `accountStatusMaxAgeMs()`, so a disabled or revoked account is refused at
 * the latest that long after the change, and at once by the instance that made it. Once an answer
 * is half that age, the next request still uses it and asks Auth again in the background: an
 * account in steady use never waits for Auth, and no answer used is older than the window.
 */
const statuses = new StaleWhileRefreshCache<string, AccountStatus>(() => {
  const maxAge = accountStatusMaxAgeMs();
  return { freshMs: maxAge / 2, staleMs: maxAge };
});

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

/**
 * Auth answers up to 100 accounts in one lookup. Riders on duty keep their statuses fresh in the
 * background every few seconds; those refreshes share lookups instead of one each.
 */
const lookupsOf = batchedReadsPer<Auth, string, AccountStatus>(
  async (auth, uids) => {
    // Auth refuses a whole lookup over one malformed uid; such a uid names no account.
    const lookable = uids.filter((uid) => uid.length > 0 && uid.length <= 128);
    if (lookable.length === 0) return new Map();
    const { users } = await authCall(auth.getUsers(lookable.map((uid) => ({ uid }))));
    return new Map(users.map((user) => [user.uid, statusOf(user)]));
  },
  { maxKeys: 100, backgroundMs: 500 },
);

async function fetchStatus(auth: Auth, uid: string, someoneWaits: boolean): Promise<AccountStatus> {
  return (await lookupsOf(auth).read(uid, someoneWaits)) ?? GONE;
}

export type AccountStanding = 'active' | 'disabled' | 'signed-out';

/**
 * Whether the token's account may act: `disabled` (or deleted), `signed-out` (its tokens were
 * revoked after this sign-in) or `active`. `fresh` asks Auth now, for the rare operations that
 * must not act on an answer up to the cache's age (deleting an account).
 */
export async function accountStanding(
  auth: Auth,
  token: DecodedIdToken,
  fresh = false,
): Promise<AccountStanding> {
  return (await accountState(auth, token, fresh)).standing;
}

/** What Auth says of the account now (within the cached answer's age): the standing, claims, phone. */
export interface AccountState {
  standing: AccountStanding;
  claims: Record<string, unknown>;
  hasPhone: boolean;
}

export async function accountState(auth: Auth, token: DecodedIdToken, fresh = false): Promise<AccountState> {
  if (fresh) forgetAccountStatus(token.uid);
  const status = await statuses.get(token.uid, (someoneWaits) => fetchStatus(auth, token.uid, someoneWaits));
  // auth_time is in seconds, tokensValidAfterTime has second precision: compare like the SDK.
  const standing: AccountStanding = status.disabled
    ? 'disabled'
    : token.auth_time * 1000 >= status.validSinceMs
      ? 'active'
      : 'signed-out';
  return { standing, claims: status.claims, hasPhone: status.hasPhone };
}

/** True when the token's account is enabled and the token was not revoked. */
export async function accountMayAct(auth: Auth, token: DecodedIdToken, fresh = false): Promise<boolean> {
  return (await accountStanding(auth, token, fresh)) === 'active';
}

/** After this instance disables, re-enables or deletes an account: ask Auth again next time. */
export function forgetAccountStatus(uid: string): void {
  statuses.forget(uid);
}
