import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { describe, expect, it, vi } from 'vitest';
import { accountState } from './account-status.js';

/** Auth's lookup of one account whose state the test changes; a deleted one is not found. */
function fakeAuth(user: Partial<UserRecord> | 'deleted') {
  const state: { user: typeof user } = { user };
  const getUser = vi.fn(async (uid: string) => {
    if (state.user === 'deleted') throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
    return { uid, disabled: false, tokensValidAfterTime: undefined, ...state.user } as UserRecord;
  });
  return { auth: { getUser } as unknown as Auth, getUser, state };
}

const token = (uid: string, authTimeSeconds: number) =>
  ({ uid, auth_time: authTimeSeconds }) as DecodedIdToken;

const standing = async (auth: Auth, signedIn: DecodedIdToken) =>
  (await accountState(auth, signedIn)).standing;

describe('accountState', () => {
  it('asks Auth on every call, so a disabled account is refused on the next request', async () => {
    const { auth, getUser, state } = fakeAuth({});
    const signedIn = token('disabled-user', 1);
    expect(await standing(auth, signedIn)).toBe('active');
    state.user = { disabled: true };
    expect(await standing(auth, signedIn)).toBe('disabled');
    expect(getUser).toHaveBeenCalledTimes(2);
  });

  it('refuses a token signed in before its refresh tokens were revoked, not one signed in after', async () => {
    const { auth } = fakeAuth({ tokensValidAfterTime: 'Thu, 01 Jan 2026 09:30:00 GMT' });
    const before = token('revoked-user', Date.parse('2026-01-01T09:00:00Z') / 1000);
    const after = token('revoked-user', Date.parse('2026-01-01T09:45:00Z') / 1000);
    expect(await standing(auth, before)).toBe('signed-out');
    expect(await standing(auth, after)).toBe('active');
  });

  it('answers the claims and phone the account holds now', async () => {
    const { auth } = fakeAuth({ customClaims: { rider: true }, phoneNumber: '+919800000000' });
    expect(await accountState(auth, token('claims-user', 1))).toEqual({
      standing: 'active',
      claims: { rider: true },
      hasPhone: true,
    });
  });

  it('refuses a deleted account', async () => {
    const { auth } = fakeAuth('deleted');
    expect(await standing(auth, token('deleted-user', 1))).toBe('disabled');
  });

  it('refuses a uid Auth could not hold without asking Auth', async () => {
    const { auth, getUser } = fakeAuth({});
    expect(await standing(auth, token('x'.repeat(129), 1))).toBe('disabled');
    expect(getUser).not.toHaveBeenCalled();
  });

  it('passes on an Auth failure other than a missing account', async () => {
    const getUser = vi.fn(async () => {
      throw Object.assign(new Error('quota'), { code: 'auth/quota-exceeded' });
    });
    await expect(accountState({ getUser } as unknown as Auth, token('any-user', 1))).rejects.toThrow('quota');
  });
});
