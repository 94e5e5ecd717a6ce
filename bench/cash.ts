/**
 * Recording-cash benchmark, run by npm run bench after the dispatch row (npm run bench:cash
 * alone, inside the emulators): 200 riders with delivered parcels, 300 collections recorded in
 * this process at 20 in flight through the recording service, against the bare transaction the
 * recording needs, for orders of the same shape. See bench/cash/run.ts.
 *
 *   tsx --tsconfig scripts/tsconfig.json bench/cash.ts
 *
 * The tsconfig gives the functions' own modules their `@domain/...` imports.
 */
import { installFirestoreOpCounter } from '../scripts/function-host/firestore-op-counter';
import { setBackgroundTriggers } from './background-triggers';

// As the deployed functions run (functions/src/lib/firebase-admin.ts), before the SDK is made.
process.env.FIRESTORE_ENABLE_TRACING ??= 'off';
// The deployed request budget: the suites' wider one would hide a call that production answers 503.
process.env.DROPWISE_REQUEST_BUDGET_MS = '4000';
const { db } = await import('../scripts/seed/emulator-admin');
const { runCashBench } = await import('./cash/run');

installFirestoreOpCounter(import.meta.url);
await setBackgroundTriggers(false);
const met = await runCashBench(db);
await setBackgroundTriggers(true);
console.log(`\nRecording-cash benchmark: ${met ? 'goal met' : 'goal missed'}`);
process.exit(0);
