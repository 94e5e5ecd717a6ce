import http from 'node:http';
import { loadavg } from 'node:os';
import { FUNCTIONS_REGION } from '@dropwise/domain/functions-region';
import { checkHealth } from '@dropwise/domain/api/health';
import { PROJECT_ID } from '../../tests/support/emulators';
import { send } from '../request-path/load';
import { pause } from './api';

const FUNCTIONS = `${process.env.DROPWISE_FUNCTIONS_URL ?? 'http://127.0.0.1:5001'}/${PROJECT_ID}/${FUNCTIONS_REGION}`;
const ANY_STATUS = Array.from({ length: 500 }, (_, i) => 100 + i);
/** A connection per request, so that none waits for another's. */
const fresh = new http.Agent({ keepAlive: false });

/**
 * Worker processes the day keeps busy at its rush, per function: what a run without this step
 * started (36 for `api`, 24 for `dispatchStepTask`), rounded up.
 */
export const RUSH_WORKERS = { api: 40, dispatchStepTask: 24 } as const;

/**
 * The Functions emulator serves one request per worker process, and starts another (about two
 * seconds of CPU to load the bundle) whenever all of its workers are busy; a deployed 2nd gen
 * function serves up to 80 requests at once on each warm instance. Left alone, the emulator
 * starts some sixty processes in the rush's first minute, and the day then measures those starts
 * (load average 27 on 2 CPUs) rather than Dropwise. So before the day, as many requests as the
 * rush keeps busy arrive at each function at once, which makes the emulator start those workers
 * then; the bench waits for the machine to settle, and counts nothing of this.
 */
export async function warmWorkers(): Promise<string> {
  const started = Date.now();
  const at = (fn: string, path: string, method: 'GET' | 'POST', body?: unknown) =>
    send(`${FUNCTIONS}/${fn}`, { method, path, body, ok: ANY_STATUS, agent: fresh }).catch(() => null);
  await Promise.all([
    ...Array.from({ length: RUSH_WORKERS.api }, () => at('api', checkHealth.path, 'GET')),
    // A task without an order id is answered at once (functions/src/triggers/dispatch-triggers.ts).
    ...Array.from({ length: RUSH_WORKERS.dispatchStepTask }, () =>
      at('dispatchStepTask', '', 'POST', { data: {} }),
    ),
  ]);
  const settleBy = Date.now() + 90_000;
  while (loadavg()[0]! > 2 && Date.now() < settleBy) await pause(2000);
  return `${RUSH_WORKERS.api} api and ${RUSH_WORKERS.dispatchStepTask} dispatchStepTask workers started in ${((Date.now() - started) / 1000).toFixed(0)} s`;
}
