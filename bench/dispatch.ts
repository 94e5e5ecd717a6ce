/**
 * Dispatch benchmark, the last part of npm run bench (npm run bench:dispatch alone, inside the
 * emulators): 1,000 riders on duty over Pune and Agra, 300 orders booked and dispatched in this
 * process at 20 in flight, each timed from the order booked (written) to its first offers, against
 * the bare geohash query and offer batch for the same pickups; and the reads per order with 100
 * riders on duty and with 1,000. See bench/dispatch/run.ts.
 *
 *   tsx --tsconfig scripts/tsconfig.json bench/dispatch.ts
 *
 * The tsconfig gives the functions' own modules their `@dropwise/domain/...` imports.
 */
import { runInProcessBench } from './in-process/entry';

await runInProcessBench(async () => (await import('./dispatch/run')).runDispatchBench, {
  met: 'Dispatch benchmark: all goals met',
  missed: 'Dispatch benchmark: some goals missed',
});
