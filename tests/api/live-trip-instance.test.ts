import { describe, expect, it } from 'vitest';
import { bookOrder } from '../support/booking-fixtures';
import { demo, signInWithPassword, signInWithPhone, type SignedInUser } from '../support/emulators';
import { oneFunctionInstance } from '../support/function-instance';
import { fix, freshRider, pastReportSpacing, pause } from '../support/live-trip';
import { move } from '../support/order-actors';

/**
 * The built function in one process, counting its Firestore operations: what one position report
 * costs, and the tracking API's per-client budget (here 3 a minute).
 */
const instance = oneFunctionInstance(5089, { DROPWISE_RATE_LIMIT_TRACK_PER_MINUTE: '3' });

async function call(path: string, user: SignedInUser | null, body?: unknown, method = 'POST') {
  const response = await fetch(`${instance.url()}${path}`, {
    method: body === undefined && method === 'POST' ? 'GET' : method,
    headers: {
      'content-type': 'application/json',
      ...(user ? { authorization: `Bearer ${user.idToken}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { id?: string } } & Record<string, unknown>,
  };
}

/** Reports a fix and answers the writes it cost. */
async function writesOf(rider: SignedInUser, at: number): Promise<number> {
  await pastReportSpacing();
  await instance.resetOps();
  expect((await call('/api/rider/position', rider, fix({ at }))).status).toBe(200);
  return (await instance.ops()).writes;
}

describe('a position report’s cost, on one instance', () => {
  it('is one write without an open order, and at most two with one (a trail point once per 30 s)', async () => {
    const rider = await freshRider('trip-instance-rider');
    const customer = await signInWithPhone(demo.customerPhone);
    const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
    expect((await call('/api/rider/duty', rider, { onDuty: true })).status).toBe(200);
    expect(await writesOf(rider, Date.now())).toBe(1);

    const orderId = await bookOrder(customer.idToken);
    for (const body of [{ to: 'accepted' }, { to: 'assigned', riderId: rider.uid }]) {
      expect((await move(admin, orderId, body)).status).toBe(200);
    }
    // Two fixes in the same 30 s window (the last one that ended): one trail point between them.
    const windowEnd = Math.floor(Date.now() / 30_000) * 30_000 - 1;
    expect(await writesOf(rider, windowEnd - 10)).toBe(2);
    expect(await writesOf(rider, windowEnd)).toBe(1);
  });
});

describe('the tracking API’s budget', () => {
  it('answers 429 with Retry-After once a client used up its minute', async () => {
    const burst = async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await call('/api/track/AAAAAAAAAAAAAAAAAAAAAAAA', null)).status);
      }
      return statuses;
    };
    // A burst that straddles a minute's end gets a fresh budget halfway: wait into the next minute.
    if (Date.now() % 60_000 > 55_000) await pause(60_000 - (Date.now() % 60_000) + 100);
    expect(await burst()).toEqual([404, 404, 404, 429]);
  });
});
