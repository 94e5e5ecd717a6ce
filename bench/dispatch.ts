/**
 * Dispatch benchmark, the last part of npm run bench (npm run bench:dispatch alone, inside the
 * emulators): 1,000 riders on duty over Pune and Agra, 300 orders booked and dispatched in this
 * process at 20 in flight, each timed from the order booked (written) to its first offers, against
 * the bare geohash query and offer batch for the same pickups; and the reads per order with 100
 * riders on duty and with 1,000. See bench/dispatch/run.ts.
 *
 *   tsx --tsconfig scripts/tsconfig.json bench/dispatch.ts
 *
 * The tsconfig gives the functions' own modules their `@domain/...` imports.
 */
import { installFirestoreOpCounter } from '../scripts/function-host/firestore-op-counter';
import { setBackgroundTriggers } from './background-triggers';

// As the deployed functions run (functions/src/lib/firebase-admin.ts), before the SDK is made.
process.env.FIRESTORE_ENABLE_TRACING ??= 'off';
const { db } = await import('../scripts/seed/emulator-admin');
const { runDispatchBench } = await import('./dispatch/run');

installFirestoreOpCounter(import.meta.url);
await setBackgroundTriggers(false);
const met = await runDispatchBench(db);
await setBackgroundTriggers(true);
console.log(`\nDispatch benchmark: ${met ? 'all goals met' : 'some goals missed'}`);
process.exit(0);
