/**
 * npm run bench (inside the emulators, via scripts/emulator-session.sh): the request path at the
 * store's own cost. For every row in `request-path/rows/`: the bare admin-SDK baseline, then the
 * built `api` function served in one Node process (as Cloud Functions 2nd gen serves concurrent
 * requests), then the same calls through the Hosting emulator; rate, p50, p95, errors, the ratio
 * to the baseline and the billed Firestore operations per request, counted at the SDK. Then the
 * module load time (cold start) and the store-outage figures.
 *
 *   tsx bench/request-path.ts [--bundle path/to/lib/index.js] [--no-hosting] [--only enrolment,booking]
 *     [--json figures.json]
 *
 * Then the dispatch row (bench/dispatch.ts) and the recording-cash row (bench/cash.ts); `--only
 * dispatch` or `--only cash` runs one alone after the cold start.
 *
 * `--json` also writes each row's in-process ratio and figures, which `npm run bench:spread`
 * gathers over several fresh runs.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { auth, db } from '../scripts/seed/emulator-admin';
import { installFirestoreOpCounter } from '../scripts/function-host/firestore-op-counter';
import { setBackgroundTriggers } from './background-triggers';
import { startFunctionHost } from '../scripts/function-host/processes';
import { coldStart } from './request-path/cold-start';
import { benchContext } from './request-path/context';
import { faultScenario } from './request-path/fault';
import { insideFunction, ms, printFault, printTable } from './request-path/report';
import { ROWS } from './request-path/rows/index';
import { ratio, type RowFigures, runRow, WARM_UP_CALLS } from './request-path/run-row';
import { TABLE_HEADER, tableLines } from './request-path/table-lines';
import { BOOKING_LIMITS, ENROLMENTS, ORDERS, RATE_LIMITS } from '@dropwise/domain/collections';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? '') : undefined;
};
const bundle = resolve(option('bundle') ?? 'functions/lib/index.js');
const throughHosting = !process.argv.includes('--no-hosting');
const only = option('only')?.split(',');
const jsonPath = option('json');
const offset = Number(process.env.DROPWISE_PORT_OFFSET ?? 0);
const APP_URL = process.env.DROPWISE_APP_URL ?? 'http://127.0.0.1:5000';

// The function's environment in this run: the emulators', plus the one trusted proxy the bench
// plays (each simulated visitor's address in X-Forwarded-For), with every limit left on.
const hostEnv: Record<string, string> = {
  GCLOUD_PROJECT: process.env.DROPWISE_PROJECT_ID ?? 'demo-dropwise',
  DROPWISE_TRUST_PROXY_HOPS: '1',
  DROPWISE_COUNT_FIRESTORE_OPS: '1',
  DROPWISE_REQUEST_BUDGET_MS: '4000',
  NODE_ENV: 'production',
};

installFirestoreOpCounter(import.meta.url);

const started = performance.now();
await setBackgroundTriggers(false);
const documents = async (path: string) => (await db.collection(path).count().get()).data().count;
const storeCounts = async () =>
  `enrolments ${await documents(ENROLMENTS)}, orders ${await documents(ORDERS)}, rateLimits ${await documents(RATE_LIMITS)}, bookingLimits ${await documents(BOOKING_LIMITS)}`;
console.log(
  `Documents in the store at the start: ${await storeCounts()} (Firestore triggers off while measuring)`,
);
const context = await benchContext(db, auth, 200);
const host = await startFunctionHost(5092 + offset, hostEnv, bundle);
console.log(
  `Function served in one process at ${host.url} (module load ${host.moduleLoadMs} ms); Hosting at ${APP_URL}`,
);

const table: string[][] = [];
const rowFigures: RowFigures[] = [];
const notes: string[] = [];
let requestsToHost = 0;
for (const factory of ROWS) {
  const row = await factory(context);
  if (only && !only.includes(row.name)) continue;
  process.stdout.write(`  ${row.name}...`);
  const logsBefore = host.logs.length;
  const figures = await runRow(row, host.url, throughHosting ? APP_URL : undefined);
  // The timed calls are the row's last ones through this host (Hosting's go to the emulator).
  notes.push(`${row.name} ${insideFunction(host.logs.slice(logsBefore).slice(-figures.inProcess.count))}`);
  requestsToHost += figures.inProcess.count + (row.warmUp ?? WARM_UP_CALLS);
  process.stdout.write(
    ` done: in-process ${figures.inProcess.rate.toFixed(0)}/s p95 ${ms(figures.inProcess.p95)} ms, ` +
      `baseline ${figures.baseline.rate.toFixed(0)}/s p95 ${ms(figures.baseline.p95)} ms` +
      (figures.hosting
        ? `, via Hosting ${figures.hosting.rate.toFixed(0)}/s p95 ${ms(figures.hosting.p95)} ms`
        : '') +
      '\n',
  );
  const inProcessRatio = ratio(row, figures, figures.inProcess);
  rowFigures.push({
    row: row.name,
    compare: row.compare,
    target: row.target,
    ratio: inProcessRatio,
    p95Ms: figures.inProcess.p95,
    baselineP95Ms: figures.baseline.p95,
    perRequest: {
      reads: figures.ops.reads / figures.inProcess.count,
      writes: figures.ops.writes / figures.inProcess.count,
      rpcs: figures.ops.rpcs / figures.inProcess.count,
    },
  });
  table.push(...tableLines(row, figures, inProcessRatio));
  notes.push(...figures.checks.map((check) => `${row.name} ${check}`));
}

const requestLogs = host.logs.filter((entry) => entry.message === 'request').length;
await host.stop();

printTable(TABLE_HEADER, table);
console.log('\nStore checks:');
for (const note of notes) console.log(`  ${note}`);
console.log(
  `  structured request log entries: ${requestLogs} for ${requestsToHost} requests to the in-process function`,
);

const cold = coldStart(bundle, resolve('functions'));
console.log(
  `\nCold start: module load ${Math.round(cold.moduleLoadMs)} ms (median of 5 fresh processes; target <= 500 ms: ${cold.moduleLoadMs <= 500 ? 'met' : 'MISSED'}); firebase-functions v2 https + firestore alone: ${Math.round(cold.floorMs)} ms`,
);

if (!only || only.includes('fault')) {
  const fault = await faultScenario(
    context,
    { firestore: 8091 + offset, host: 5091 + offset },
    hostEnv,
    bundle,
  );
  printFault(fault);
}

console.log(`\nDocuments in the store at the end: ${await storeCounts()}`);
if (jsonPath) writeFileSync(jsonPath, JSON.stringify(rowFigures, null, 2));
// Each in a process of its own: they run the functions' modules, whose `@dropwise/domain/...` imports need
// the scripts tsconfig, and each one's SDK counts only its own operations.
const processRow = (name: string) =>
  !only || only.includes(name)
    ? spawnSync('npx', ['tsx', '--tsconfig', 'scripts/tsconfig.json', `bench/${name}.ts`], {
        stdio: 'inherit',
      })
    : null;
const rowProcesses = [processRow('dispatch'), processRow('cash')];
await setBackgroundTriggers(true);
console.log(`Bench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(rowProcesses.some((row) => row && row.status !== 0) ? 1 : 0);
