/**
 * npm run bench (inside the emulators, via scripts/with-emulators.sh): the request path at the
 * store's own cost. For every row in `request-path/rows/`: the bare admin-SDK baseline, then the
 * built `api` function served in one Node process (as Cloud Functions 2nd gen serves concurrent
 * requests), then the same calls through the Hosting emulator; rate, p50, p95, errors, the ratio
 * to the baseline and the billed Firestore operations per request, counted at the SDK. Then the
 * module load time (cold start) and the store-outage figures.
 *
 *   tsx bench/request-path.ts [--bundle path/to/lib/index.js] [--no-hosting] [--only addform,booking]
 */
import { resolve } from 'node:path';
import { auth, db } from '../scripts/seed/emulator-admin';
import {
  firestoreOps,
  installFirestoreOpCounter,
  resetFirestoreOps,
} from '../scripts/function-host/firestore-op-counter';
import { startFunctionHost } from '../scripts/function-host/processes';
import { warmFunctionWorkers } from '../tests/support/booking-fixtures';
import { coldStart } from './request-path/cold-start';
import { benchContext, type BenchRow } from './request-path/context';
import { faultScenario, type OutageAnswer } from './request-path/fault';
import { measure, type Phase, pooled, send } from './request-path/load';
import { ROWS } from './request-path/rows/index';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? '') : undefined;
};
const bundle = resolve(option('bundle') ?? 'functions/lib/index.js');
const throughHosting = !process.argv.includes('--no-hosting');
const only = option('only')?.split(',');
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

const WARM_UP_CALLS = 100;

/**
 * The functions emulator runs Firestore triggers (push notifications) in worker processes on
 * this same machine; in production they run on instances of their own. Off while measuring, so
 * neither the function nor its baseline pays for them.
 */
async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) return;
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`The emulator hub refused ${path}: ${response.status}`);
}

interface Figures {
  baseline: Phase;
  baselineOps: { reads: number; writes: number; rpcs: number };
  inProcess: Phase;
  ops: { reads: number; writes: number; rpcs: number };
  hosting?: Phase;
  checks: string[];
}

const perCall = (total: number, count: number) => (total / count).toFixed(2).replace(/\.?0+$/, '');
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');

/** Runs a row's calls through the function host; throws nothing (failures count as errors). */
async function throughHost(row: BenchRow, hostUrl: string, phase: string, count?: number): Promise<Phase> {
  const calls = await row.calls(phase, count);
  return measure(calls.length, row.inFlight, (index) => send(hostUrl, calls[index]!));
}

async function baselinePhase(row: BenchRow, count = row.count): Promise<Phase> {
  await row.baseline.prepare?.();
  return measure(count, row.inFlight, (index) => row.baseline.operation(index));
}

/**
 * Each row: a warm-up of both sides (a warm instance, as Cloud Functions keeps, and the
 * emulator's JIT warm for this work), then baseline, function, function, baseline, each half
 * pooled. The emulator keeps speeding up as its JIT warms, so measuring one side after the other
 * would flatter whichever went second; the mirrored order cancels a steady drift.
 */
async function runRow(row: BenchRow, hostUrl: string): Promise<Figures> {
  await baselinePhase(row, WARM_UP_CALLS);
  await throughHost(row, hostUrl, 'warm-up', row.warmUp ?? WARM_UP_CALLS);

  resetFirestoreOps();
  const firstBaseline = await baselinePhase(row);
  const baselineOps = firestoreOps();
  await fetch(`${hostUrl}/__host/ops/reset`, { method: 'POST' });
  const functionPhases: Phase[] = [];
  const checks: string[] = [];
  for (const phase of ['in-process', 'in-process-2']) {
    functionPhases.push(await throughHost(row, hostUrl, phase));
    const checked = await row.check?.(phase);
    if (checked) checks.push(`${phase}: ${checked}`);
  }
  const ops = (await (await fetch(`${hostUrl}/__host/ops`)).json()) as Figures['ops'];
  const baseline = pooled([firstBaseline, await baselinePhase(row)]);

  let hosting: Phase | undefined;
  if (throughHosting) {
    await warmFunctionWorkers(row.inFlight);
    hosting = await throughHost(row, APP_URL, 'hosting');
    const hostingChecked = await row.check?.('hosting');
    if (hostingChecked) checks.push(`hosting: ${hostingChecked}`);
  }
  return { baseline, baselineOps, inProcess: pooled(functionPhases), ops, hosting, checks };
}

function ratio(row: BenchRow, figures: Figures, phase: Phase): number {
  return row.compare === 'p95' ? phase.p95 / figures.baseline.p95 : phase.rate / figures.baseline.rate;
}

function verdict(row: BenchRow, value: number): string {
  const met = row.compare === 'p95' ? value <= row.target : value >= row.target;
  return met ? 'met' : 'MISSED';
}

const started = performance.now();
await setBackgroundTriggers(false);
const documents = async (path: string) => (await db.collection(path).count().get()).data().count;
const storeCounts = async () =>
  `enrolments ${await documents('enrolments')}, orders ${await documents('orders')}, rateLimits ${await documents('rateLimits')}, bookingLimits ${await documents('bookingLimits')}`;
console.log(
  `Documents in the store at the start: ${await storeCounts()} (Firestore triggers off while measuring)`,
);
const context = await benchContext(db, auth, 200);
const host = await startFunctionHost(5092 + offset, hostEnv, bundle);
console.log(
  `Function served in one process at ${host.url} (module load ${host.moduleLoadMs} ms); Hosting at ${APP_URL}`,
);

const table: string[][] = [];
const notes: string[] = [];
let requestsToHost = 0;
for (const factory of ROWS) {
  const row = await factory(context);
  if (only && !only.includes(row.name)) continue;
  process.stdout.write(`  ${row.name}...`);
  const figures = await runRow(row, host.url);
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
  const target = row.compare === 'p95' ? `p95 <= ${row.target}x` : `rate >= ${row.target}x`;
  const { baseline, baselineOps, ops } = figures;
  table.push([
    row.name,
    'in-process',
    `${figures.inProcess.count}@${row.inFlight}`,
    figures.inProcess.rate.toFixed(0),
    ms(figures.inProcess.p50),
    ms(figures.inProcess.p95),
    String(figures.inProcess.errors),
    `${row.baseline.label}: ${baseline.rate.toFixed(0)}/s p95 ${ms(baseline.p95)} (${perCall(baselineOps.reads, row.count)}r ${perCall(baselineOps.writes, row.count)}w${baseline.errors ? `, ${baseline.errors} errors` : ''})`,
    `${inProcessRatio.toFixed(2)}x ${row.compare}`,
    `${perCall(ops.reads, figures.inProcess.count)} / ${perCall(ops.writes, figures.inProcess.count)} / ${perCall(ops.rpcs, figures.inProcess.count)}`,
    `${target}: ${verdict(row, inProcessRatio)}`,
  ]);
  if (figures.hosting) {
    const hostingRatio = ratio(row, figures, figures.hosting);
    table.push([
      '',
      'via Hosting',
      `${row.count}@${row.inFlight}`,
      figures.hosting.rate.toFixed(0),
      ms(figures.hosting.p50),
      ms(figures.hosting.p95),
      String(figures.hosting.errors),
      '(functions emulator: one worker process per request in flight)',
      `${hostingRatio.toFixed(2)}x ${row.compare}`,
      '',
      '',
    ]);
  }
  notes.push(...figures.checks.map((check) => `${row.name} ${check}`));
}

const requestLogs = host.logs.filter((entry) => entry.message === 'request').length;
await host.stop();

const header = [
  'row',
  'served',
  'n@in flight',
  'req/s',
  'p50 ms',
  'p95 ms',
  'errors',
  'bare admin-SDK baseline, same run',
  'ratio',
  'reads / writes / RPCs per req',
  'target',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((line) => (line[column] ?? '').length)),
);
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const cells of table) console.log(line(cells));
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
  const describe = (answers: OutageAnswer[]) =>
    answers
      .map(
        (answer) =>
          `${answer.name} ${answer.status || 'no answer'} in ${(answer.ms / 1000).toFixed(1)} s${answer.errorShape ? '' : ' (not the error shape)'}`,
      )
      .join('; ');
  const worst = (answers: OutageAnswer[]) => Math.max(...answers.map((answer) => answer.ms));
  const all503 = (answers: OutageAnswer[]) =>
    answers.every((answer) => answer.status === 503 && answer.errorShape);
  console.log('\nStore outage (the function in one process on a Firestore emulator of its own):');
  console.log(`  Firestore killed:  ${describe(fault.stopped)}`);
  console.log(`  Firestore stalled: ${describe(fault.stalled)}`);
  console.log(
    `  every endpoint 503 in the error shape within 5 s: ${all503(fault.stopped) && all503(fault.stalled) && Math.max(worst(fault.stopped), worst(fault.stalled)) <= 5000 ? 'met' : 'MISSED'} (slowest ${(Math.max(worst(fault.stopped), worst(fault.stalled)) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  recovery without restart: ${ms(fault.recoveryAfterRestartMs)} ms after the killed emulator came back, ${ms(fault.recoveryAfterStallMs)} ms after the stalled one resumed`,
  );
}

console.log(`\nDocuments in the store at the end: ${await storeCounts()}`);
await setBackgroundTriggers(true);
console.log(`Bench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(0);
