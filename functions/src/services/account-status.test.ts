import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountMayAct, accountStatusMaxAgeMs, forgetAccountStatus } from './account-status.js';

/** Auth's batch lookup over one account whose state the test changes; a deleted one is not found. */
function fakeAuth(user: Partial<UserRecord> | 'deleted') {
  const state: { user: typeof user; hold?: Promise<void> } = { user };
  const getUsers = vi.fn(async (identifiers: Array<{ uid: string }>) => {
    const current = state.user;
    await state.hold;
    if (current === 'deleted') return { users: [], notFound: identifiers };
    const users = identifiers.map(
      ({ uid }) => ({ uid, disabled: false, tokensValidAfterTime: undefined, ...current }) as UserRecord,
    );
    return { users, notFound: [] };
  });
  return { auth: { getUsers } as unknown as Auth, getUsers, state };
}

/** Fake clock for the windows; the lookup batches still go out on the real event loop. */
const fakeClock = (now: Date) => vi.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });

const token = (uid: string, authTimeSeconds: number) =>
  ({ uid, auth_time: authTimeSeconds }) as DecodedIdToken;

describe('accountMayAct', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.DROPWISE_ACCOUNT_STATUS_MAX_AGE_SECONDS;
  });

  it('asks Auth once per uid within the window, and again after it', async () => {
    fakeClock(new Date('2026-01-01T10:00:00Z'));
    const { auth, getUsers } = fakeAuth({});
    const signedIn = token('cache-user', Date.parse('2026-01-01T09:00:00Z') / 1000);
    expect(await accountMayAct(auth, signedIn)).toBe(true);
    expect(await accountMayAct(auth, signedIn)).toBe(true);
    expect(getUsers).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(accountStatusMaxAgeMs() + 1);
    expect(await accountMayAct(auth, signedIn)).toBe(true);
    expect(getUsers).toHaveBeenCalledTimes(2);
  });

  it('refuses a disabled account at the latest one window after it was disabled', async () => {
    fakeClock(new Date('2026-01-01T10:00:00Z'));
    const { auth, state } = fakeAuth({});
    const signedIn = token('disabled-user', Date.parse('2026-01-01T09:00:00Z') / 1000);
    expect(await accountMayAct(auth, signedIn)).toBe(true);
    state.user = { disabled: true };
    vi.advanceTimersByTime(accountStatusMaxAgeMs() + 1);
    expect(await accountMayAct(auth, signedIn)).toBe(false);
    expect(accountStatusMaxAgeMs()).toBeLessThanOrEqual(60_000);
  });

  it('past half the window answers from memory and asks Auth again beside the request', async () => {
    fakeClock(new Date('2026-01-01T10:00:00Z'));
    const { auth, getUsers, state } = fakeAuth({});
    const signedIn = token('steady-user', Date.parse('2026-01-01T09:00:00Z') / 1000);
    expect(await accountMayAct(auth, signedIn)).toBe(true);
    vi.advanceTimersByTime(accountStatusMaxAgeMs() * 0.4);
    expect(await accountMayAct(auth, signedIn)).toBe(true);
    expect(getUsers).toHaveBeenCalledTimes(1);

    state.user = { disabled: true };
    vi.advanceTimersByTime(accountStatusMaxAgeMs() * 0.2);
    expect(await accountMayAct(auth, signedIn)).toBe(true);
    // The refresh is held briefly to share its lookup with others; waitFor moves the clock on.
    await vi.waitFor(async () => expect(await accountMayAct(auth, signedIn)).toBe(false));
    expect(getUsers).toHaveBeenCalledTimes(2);
  });

  it('does not remember an answer Auth gave before this instance changed the account', async () => {
    const { auth, getUsers, state } = fakeAuth({});
    const signedIn = token('changed-user', 1);
    let answer = () => {};
    state.hold = new Promise((resolve) => (answer = resolve));
    const askedBefore = accountMayAct(auth, signedIn);
    await vi.waitFor(() => expect(getUsers).toHaveBeenCalledTimes(1));
    state.user = { disabled: true };
    state.hold = undefined;
    forgetAccountStatus('changed-user');
    answer();
    expect(await askedBefore).toBe(true);
    expect(await accountMayAct(auth, signedIn)).toBe(false);
    expect(getUsers).toHaveBeenCalledTimes(2);
  });

  it('refuses a token signed in before its refresh tokens were revoked, not one signed in after', async () => {
    const { auth } = fakeAuth({ tokensValidAfterTime: 'Thu, 01 Jan 2026 09:30:00 GMT' });
    forgetAccountStatus('revoked-user');
    expect(await accountMayAct(auth, token('revoked-user', Date.parse('2026-01-01T09:00:00Z') / 1000))).toBe(
      false,
    );
    expect(await accountMayAct(auth, token('revoked-user', Date.parse('2026-01-01T09:45:00Z') / 1000))).toBe(
      true,
    );
  });

  it('asks Auth about the accounts that arrive together in one lookup', async () => {
    const { auth, getUsers } = fakeAuth({});
    const answers = await Promise.all(
      ['batch-a', 'batch-b', 'batch-c'].map((uid) => accountMayAct(auth, token(uid, 1))),
    );
    expect(answers).toEqual([true, true, true]);
    expect(getUsers).toHaveBeenCalledTimes(1);
    expect(getUsers.mock.calls[0]![0]).toEqual([{ uid: 'batch-a' }, { uid: 'batch-b' }, { uid: 'batch-c' }]);
  });

  it('refuses a uid Auth could not hold without failing the others looked up with it', async () => {
    const { auth, getUsers } = fakeAuth({});
    const [long, ok] = await Promise.all([
      accountMayAct(auth, token('x'.repeat(129), 1)),
      accountMayAct(auth, token('beside-long', 1)),
    ]);
    expect([long, ok]).toEqual([false, true]);
    expect(getUsers.mock.calls[0]![0]).toEqual([{ uid: 'beside-long' }]);
  });

  it('refuses a deleted account', async () => {
    const { auth } = fakeAuth('deleted');
    expect(await accountMayAct(auth, token('deleted-user', 1))).toBe(false);
  });

  it('asks Auth now when told to, and after the instance changed the account itself', async () => {
    const { auth, getUsers, state } = fakeAuth({});
    const signedIn = token('fresh-user', 1);
    expect(await accountMayAct(auth, signedIn)).toBe(true);
    state.user = { disabled: true };
    expect(await accountMayAct(auth, signedIn, true)).toBe(false);
    state.user = {};
    forgetAccountStatus('fresh-user');
    expect(await accountMayAct(auth, signedIn)).toBe(true);
    expect(getUsers).toHaveBeenCalledTimes(3);
  });

  it('never remembers longer than 60 s, whatever the environment says', () => {
    process.env.DROPWISE_ACCOUNT_STATUS_MAX_AGE_SECONDS = '600';
    expect(accountStatusMaxAgeMs()).toBe(60_000);
    process.env.DROPWISE_ACCOUNT_STATUS_MAX_AGE_SECONDS = '5';
    expect(accountStatusMaxAgeMs()).toBe(5000);
  });
});
