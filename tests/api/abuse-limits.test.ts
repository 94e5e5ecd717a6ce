import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { testAuth } from '../support/admin-sdk';
import {
  enrolmentCount,
  expectError,
  postJson,
  rateLimitPerMinute,
  uniqueClientIp,
  validEnrolment,
  waitForNextWindow,
} from '../support/education';

const SUBMIT_ENROLMENT = '/api/education/addform';
const LOGIN = '/api/education/adminlogin';
const SIGN_IN_FAILURES_PER_ACCOUNT = 10;

/** Sends `count` requests, `inFlight` at a time, and answers their responses in order. */
async function inBatches(
  count: number,
  inFlight: number,
  send: (index: number) => Promise<Response>,
): Promise<Response[]> {
  const responses: Response[] = [];
  for (let start = 0; start < count; start += inFlight) {
    const batch = Array.from({ length: Math.min(inFlight, count - start) }, (_, offset) =>
      send(start + offset),
    );
    responses.push(...(await Promise.all(batch)));
  }
  return responses;
}

async function freshEducationAdmin(): Promise<{ email: string; password: string }> {
  const email = `edu-${randomUUID()}@dropwise.test`;
  const password = `right-${randomUUID()}`;
  const user = await testAuth.createUser({ email, password });
  await testAuth.setCustomUserClaims(user.uid, { eduAdmin: true });
  return { email, password };
}

/**
 * Runs a burst inside one rate-limit minute: from the start of a fresh one, and again from the next
 * if a loaded machine let it run past the minute's end (a second window would give fresh budget).
 */
async function inOneWindow<T>(burst: () => Promise<T>): Promise<T> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await waitForNextWindow();
    const minute = Math.floor(Date.now() / 60_000);
    const result = await burst();
    if (Math.floor(Date.now() / 60_000) === minute) return result;
  }
  throw new Error('Three bursts in a row ran past the end of their minute; the machine is too busy.');
}

describe('the client a request is counted against, through the Hosting emulator', () => {
  // These tests use the shared per-client budget up; the next test gets a fresh minute.
  afterAll(waitForNextWindow, 70_000);

  it('40 enrolments that each claim their own X-Forwarded-For address are held to the one per-client budget', async () => {
    const limit = rateLimitPerMinute('DROPWISE_RATE_LIMIT_ENROL_PER_MINUTE', 10);
    // Only enrolments that would be stored draw on the budget (a refused body or a replay stores
    // nothing), so the burst is the whole budget and 40 more, each claiming an address of its own.
    const attempts = limit + 40;
    const { responses, stored } = await inOneWindow(async () => {
      const before = await enrolmentCount();
      const responses = await inBatches(attempts, 10, () =>
        postJson(SUBMIT_ENROLMENT, validEnrolment(), { clientIp: uniqueClientIp() }),
      );
      return { responses, stored: (await enrolmentCount()) - before };
    });
    const accepted = responses.filter((response) => response.status === 200).length;
    const refused = responses.filter((response) => response.status === 429);
    expect(accepted + refused.length).toBe(attempts);
    expect(accepted).toBeLessThanOrEqual(limit);
    expect(refused.length).toBeGreaterThanOrEqual(40);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await expectError(refused[0] as Response, 429, 'rate_limited');
    expect(stored).toBe(accepted);
  }, 400_000);

  it('sign-in attempts that each claim their own address and username are held to the per-client limit', async () => {
    const limit = rateLimitPerMinute('DROPWISE_RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE', 5);
    const attempts = limit + 5;
    const responses = await inOneWindow(() =>
      inBatches(attempts, 10, () =>
        postJson(
          LOGIN,
          { username: `nobody-${randomUUID()}@dropwise.test`, password: 'guess' },
          { clientIp: uniqueClientIp() },
        ),
      ),
    );
    const checked = responses.filter((response) => response.status === 401).length;
    const refused = responses.filter((response) => response.status === 429);
    expect(checked + refused.length).toBe(attempts);
    expect(checked).toBeLessThanOrEqual(limit);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    await expectError(refused[0] as Response, 429, 'rate_limited');
  }, 400_000);
});

describe('per-account sign-in throttling on POST /api/education/adminlogin', () => {
  it('40 guesses at one account from 40 claimed addresses check at most 10 passwords; then even the right one is refused unchecked', async () => {
    const account = await freshEducationAdmin();
    const statuses: number[] = [];
    let lastRefusal: Response | undefined;
    for (let i = 0; i < 40; i++) {
      // Spelled differently each time: the count is per normalised username.
      const username = i % 2 === 0 ? account.email : `  ${account.email.toUpperCase()} `;
      const response = await postJson(
        LOGIN,
        { username, password: `guess-${i}` },
        { clientIp: uniqueClientIp() },
      );
      statuses.push(response.status);
      if (response.status === 429) lastRefusal = response;
      else await response.body?.cancel();
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FAILURES_PER_ACCOUNT);
    expect(statuses.slice(SIGN_IN_FAILURES_PER_ACCOUNT)).toEqual(Array(30).fill(429));
    const retryAfter = Number(lastRefusal?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await expectError(lastRefusal as Response, 429, 'too_many_attempts');

    const right = await postJson(LOGIN, { username: account.email, password: account.password });
    const body = await expectError(right, 429, 'too_many_attempts');
    expect(JSON.stringify(body)).not.toContain('token');

    // Another account is not affected.
    const other = await freshEducationAdmin();
    expect((await postJson(LOGIN, { username: other.email, password: other.password })).status).toBe(200);
  }, 120_000);

  it('the refusal reads the same for a username that has no account', async () => {
    const real = await freshEducationAdmin();
    const missing = `missing-${randomUUID()}@dropwise.test`;
    const refusals: Array<{ status: number; body: unknown; retryAfter: boolean }> = [];
    for (const username of [real.email, missing]) {
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT; i++) {
        expect((await postJson(LOGIN, { username, password: `guess-${i}` })).status).toBe(401);
      }
      const refused = await postJson(LOGIN, { username, password: 'one more' });
      // Each answer carries its own request id; everything else must read the same.
      const { error } = (await refused.json()) as { error: Record<string, unknown> };
      delete error.requestId;
      refusals.push({
        status: refused.status,
        body: error,
        retryAfter: Number(refused.headers.get('retry-after')) > 0,
      });
    }
    expect(refusals[0]).toMatchObject({ status: 429, retryAfter: true });
    expect(refusals[1]).toEqual(refusals[0]);
  }, 120_000);

  it('a successful sign-in clears the account’s count', async () => {
    const account = await freshEducationAdmin();
    const guess = () => postJson(LOGIN, { username: account.email, password: 'wrong' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_FAILURES_PER_ACCOUNT - 1; i++) expect((await guess()).status).toBe(401);
      const success = await postJson(LOGIN, { username: account.email, password: account.password });
      expect(success.status).toBe(200);
      expect(((await success.json()) as { token?: string }).token).toEqual(expect.any(String));
    }
  }, 120_000);

  it('simultaneous guesses cannot all be checked before the first failure is counted', async () => {
    const account = await freshEducationAdmin();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        postJson(LOGIN, { username: account.email, password: `guess-${i}` }, { clientIp: uniqueClientIp() }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      SIGN_IN_FAILURES_PER_ACCOUNT,
    );
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
