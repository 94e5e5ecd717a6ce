/**
 * Recording-cash benchmark, run by npm run bench after the dispatch row (npm run bench:cash
 * alone, inside the emulators): 200 riders with delivered parcels, 300 collections recorded in
 * this process at 20 in flight through the recording service, against the bare transaction the
 * recording needs, for orders of the same shape. See bench/cash/run.ts.
 *
 *   tsx --tsconfig scripts/tsconfig.json bench/cash.ts
 *
 * The tsconfig gives the functions' own modules their `@dropwise/domain/...` imports.
 */
import { runInProcessBench } from './in-process/entry';

// The deployed request budget: the suites' wider one would hide a call that production answers 503.
process.env.DROPWISE_REQUEST_BUDGET_MS = '4000';
await runInProcessBench(async () => (await import('./cash/run')).runCashBench, {
  met: 'Recording-cash benchmark: goal met',
  missed: 'Recording-cash benchmark: goal missed',
});
