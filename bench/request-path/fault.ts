import { randomUUID } from 'node:crypto';
import { startFirestoreEmulator, startFunctionHost } from '../../scripts/function-host/processes';
import type { BenchContext } from './context';
import type { HttpCall } from './load';
import { rideBody } from './rows/booking';
import { callPath, fillPath } from '@dropwise/domain/api/endpoint';
import { listEnrolments, submitEnrolment } from '@dropwise/domain/api/education';
import { checkHealth } from '@dropwise/domain/api/health';
import { bookOrder, transitionOrder } from '@dropwise/domain/api/orders';
import { EDUCATION_COUNTER } from './rows/visit-counter';

/** One call per endpoint, as a client would make it while the store is away. */
export function outageCalls(context: BenchContext): Array<{ name: string; call: HttpCall }> {
  const customer = context.customers[0]!;
  const number = `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  return [
    { name: 'health', call: { method: 'GET', path: checkHealth.path, ok: [503] } },
    {
      name: 'enrolment',
      call: {
        method: 'POST',
        path: submitEnrolment.path,
        headers: { 'X-Forwarded-For': '10.250.0.1' },
        body: { course: 'yoga', name: 'Outage Person', email: 'outage@example.com', number, city: 'Pune' },
        ok: [503],
      },
    },
    { name: 'visit counter', call: { method: 'GET', path: EDUCATION_COUNTER, ok: [503] } },
    {
      name: 'booking',
      call: {
        method: 'POST',
        path: bookOrder.path,
        headers: { Authorization: `Bearer ${customer.idToken}` },
        body: rideBody(randomUUID()),
        ok: [503],
      },
    },
    {
      name: 'transition',
      call: {
        method: 'POST',
        path: fillPath(transitionOrder.path, { id: 'no-such-order-during-outage' }),
        headers: { Authorization: `Bearer ${context.admin.idToken}` },
        body: { to: 'accepted' },
        ok: [503],
      },
    },
    {
      name: 'allorder',
      call: {
        method: 'GET',
        path: callPath(listEnrolments.path, { limit: 20 }),
        headers: { Authorization: `Bearer ${context.eduAdmin.idToken}` },
        ok: [503],
      },
    },
  ];
}

export interface OutageAnswer {
  name: string;
  status: number;
  ms: number;
  errorShape: boolean;
}

/** Sends every outage call at once and times each answer (or gives up after 35 s). */
export async function callsDuringOutage(
  baseUrl: string,
  calls: Array<{ name: string; call: HttpCall }>,
): Promise<OutageAnswer[]> {
  return Promise.all(
    calls.map(async ({ name, call }) => {
      const started = performance.now();
      try {
        const response = await fetch(`${baseUrl}${call.path}`, {
          method: call.method,
          headers: { ...(call.body ? { 'Content-Type': 'application/json' } : {}), ...call.headers },
          body: call.body ? JSON.stringify(call.body) : undefined,
          signal: AbortSignal.timeout(35_000),
        });
        const body = (await response.json().catch(() => null)) as {
          success?: unknown;
          error?: { code?: unknown; message?: unknown };
        } | null;
        const errorShape =
          body?.success === false &&
          typeof body.error?.code === 'string' &&
          typeof body.error.message === 'string';
        return { name, status: response.status, ms: performance.now() - started, errorShape };
      } catch {
        return { name, status: 0, ms: performance.now() - started, errorShape: false };
      }
    }),
  );
}

/** Milliseconds until `GET /api/health` and a visit both answer 200 again (or NaN after 60 s). */
export async function timeToRecover(baseUrl: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 60_000) {
    const statuses = await Promise.all(
      [checkHealth.path, EDUCATION_COUNTER].map((path) =>
        fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(6000) }).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    if (statuses.every((status) => status === 200)) return performance.now() - started;
    await new Promise((done) => setTimeout(done, 100));
  }
  return Number.NaN;
}

export interface FaultFigures {
  stopped: OutageAnswer[];
  stalled: OutageAnswer[];
  recoveryAfterRestartMs: number;
  recoveryAfterStallMs: number;
}

/**
 * The function in one process on a Firestore emulator of its own: the emulator is killed (then
 * started again on the same port), and later frozen with SIGSTOP (then resumed). Every endpoint
 * is called during each outage; recovery is timed from the store's return, same process.
 */
export async function faultScenario(
  context: BenchContext,
  ports: { firestore: number; host: number },
  hostEnv: Record<string, string>,
  bundle?: string,
): Promise<FaultFigures> {
  let store = await startFirestoreEmulator(ports.firestore);
  const host = await startFunctionHost(
    ports.host,
    { ...hostEnv, FIRESTORE_EMULATOR_HOST: store.host },
    bundle,
  );
  try {
    if (Number.isNaN(await timeToRecover(host.url))) throw new Error('the function never became healthy');
    const calls = outageCalls(context);
    await store.kill();
    const stopped = await callsDuringOutage(host.url, calls);
    store = await startFirestoreEmulator(ports.firestore);
    const recoveryAfterRestartMs = await timeToRecover(host.url);
    store.stall();
    const stalled = await callsDuringOutage(host.url, outageCalls(context));
    store.resume();
    const recoveryAfterStallMs = await timeToRecover(host.url);
    return { stopped, stalled, recoveryAfterRestartMs, recoveryAfterStallMs };
  } finally {
    store.resume();
    await host.stop();
    await store.kill();
  }
}
