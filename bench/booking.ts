/**
 * Booking benchmark (npm run bench:booking, inside the emulators): 500 bookings at 20 in flight
 * with 10% replays of request ids already sent, through the Hosting rewrite on :5000; then 500
 * status transitions by the admin at 20 in flight. Prints latency percentiles, errors, and
 * whether the orders created equal the unique request ids.
 */
import { randomUUID } from 'node:crypto';
import {
  adminDb,
  callApi,
  ensureAccount,
  rideRequest,
  warmFunctionWorkers,
} from '../tests/support/booking-fixtures';
import { demo, signInWithPassword, signInWithPhone, type SignedInUser } from '../tests/support/emulators';
import { fillPath } from '@dropwise/domain/api/endpoint';
import * as ordersApi from '@dropwise/domain/api/orders';
import { ORDERS } from '@dropwise/domain/collections';

const BOOKINGS = 500;
const IN_FLIGHT = 20;
const REPLAY_SHARE = 0.1;
const TRANSITIONS = 500;

interface Sample {
  ms: number;
  ok: boolean;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] ?? 0);
}

/** Runs the tasks with at most `limit` in flight, timing each. */
async function runPool<T>(
  tasks: Array<() => Promise<T>>,
  limit: number,
): Promise<Array<Sample & { value?: T }>> {
  const results: Array<Sample & { value?: T }> = new Array(tasks.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < tasks.length) {
      const index = next++;
      const started = performance.now();
      try {
        const value = await tasks[index]!();
        results[index] = { ms: performance.now() - started, ok: true, value };
      } catch {
        results[index] = { ms: performance.now() - started, ok: false };
      }
    }
  }
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

function report(title: string, samples: Sample[]): void {
  const times = samples.map((sample) => sample.ms);
  const errors = samples.filter((sample) => !sample.ok).length;
  console.log(
    `${title}: n=${samples.length} p50=${percentile(times, 50)} ms p95=${percentile(times, 95)} ms ` +
      `max=${percentile(times, 100)} ms errors=${errors}`,
  );
}

async function countOrders(requestIds: string[]): Promise<number> {
  let count = 0;
  for (let start = 0; start < requestIds.length; start += 30) {
    const chunk = requestIds.slice(start, start + 30);
    count += (await adminDb.collection(ORDERS).where('requestId', 'in', chunk).count().get()).data().count;
  }
  return count;
}

const customers: SignedInUser[] = [];
for (let index = 0; index < 5; index++) customers.push(await signInWithPhone(`+1555555030${index}`));
const admin = await signInWithPassword(demo.admin.email, demo.admin.password);
const rider = await ensureAccount('bench-rider', { rider: true }, { active: true, name: 'Bench Rider' });

console.log(`warming ${IN_FLIGHT} function workers (not measured)...`);
await warmFunctionWorkers(IN_FLIGHT);

// Every tenth booking replays a request id sent earlier (same customer, same body).
type Booking = { customer: SignedInUser; body: Record<string, unknown>; replay: boolean };
const bookings: Booking[] = [];
for (let index = 0; index < BOOKINGS; index++) {
  const originals = bookings.filter((booking) => !booking.replay);
  if (index > 0 && index % Math.round(1 / REPLAY_SHARE) === 0) {
    const original = originals[Math.floor(Math.random() * originals.length)]!;
    bookings.push({ ...original, replay: true });
  } else {
    bookings.push({
      customer: customers[index % customers.length]!,
      body: rideRequest({ requestId: randomUUID() }),
      replay: false,
    });
  }
}
const uniqueRequestIds = [...new Set(bookings.map((booking) => String(booking.body.requestId)))];

const started = performance.now();
const booked = await runPool(
  bookings.map((booking) => async () => {
    const answer = await callApi(ordersApi.bookOrder.path, {
      token: booking.customer.idToken,
      body: booking.body,
    });
    if (answer.status !== 201 && answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
    return { requestId: String(booking.body.requestId), id: answer.body.id! };
  }),
  IN_FLIGHT,
);
const bookingSeconds = (performance.now() - started) / 1000;

const idsByRequest = new Map<string, Set<string>>();
for (const result of booked) {
  if (!result.value) continue;
  const ids = idsByRequest.get(result.value.requestId) ?? new Set();
  ids.add(result.value.id);
  idsByRequest.set(result.value.requestId, ids);
}
const splitReplays = [...idsByRequest.values()].filter((ids) => ids.size > 1).length;
const created = await countOrders(uniqueRequestIds);

console.log('');
console.log(
  `Bookings (${BOOKINGS} requests, ${IN_FLIGHT} in flight, ${BOOKINGS - uniqueRequestIds.length} replays)`,
);
report('  latency', booked);
console.log(
  `  throughput: ${(BOOKINGS / bookingSeconds).toFixed(1)} requests/s over ${bookingSeconds.toFixed(1)} s`,
);
console.log(
  `  unique request ids: ${uniqueRequestIds.length}, orders created: ${created}, replays answered with another id: ${splitReplays}`,
);
console.log(`  orders created == unique request ids: ${created === uniqueRequestIds.length ? 'yes' : 'NO'}`);

// Transitions: accept half the booked orders, then assign the same ones: 500 status changes.
const orderIds = [...idsByRequest.values()].map((ids) => [...ids][0]!).slice(0, TRANSITIONS / 2);
const move = (orderId: string, body: Record<string, unknown>) => async () => {
  const answer = await callApi(fillPath(ordersApi.transitionOrder.path, { id: orderId }), {
    token: admin.idToken,
    body,
  });
  if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`);
};
const accepted = await runPool(
  orderIds.map((id) => move(id, { to: 'accepted' })),
  IN_FLIGHT,
);
const assigned = await runPool(
  orderIds.map((id) => move(id, { to: 'assigned', riderId: rider.uid })),
  IN_FLIGHT,
);
console.log('');
console.log(`Transitions (${orderIds.length} accept + ${orderIds.length} assign, ${IN_FLIGHT} in flight)`);
report('  latency', [...accepted, ...assigned]);
report('  accept', accepted);
report('  assign', assigned);

const failed = booked.some((result) => !result.ok) || created !== uniqueRequestIds.length || splitReplays > 0;
process.exit(failed ? 1 : 0);
