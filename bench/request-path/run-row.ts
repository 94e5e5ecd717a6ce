import { firestoreOps, resetFirestoreOps } from '../../scripts/function-host/firestore-op-counter';
import { warmFunctionWorkers } from '../../tests/support/booking-fixtures';
import type { BenchRow } from './context';
import { measure, type Phase, pooled, send } from './load';

export const WARM_UP_CALLS = 100;

/** One row's outcome in a run, as `--json` writes it for `npm run bench:spread`. */
export interface RowFigures {
  row: string;
  compare: 'p95' | 'rate';
  target: number;
  /** In-process against the baseline of the same run. */
  ratio: number;
  p95Ms: number;
  baselineP95Ms: number;
  perRequest: { reads: number; writes: number; rpcs: number };
}

export interface Figures {
  baseline: Phase;
  baselineOps: { reads: number; writes: number; rpcs: number };
  inProcess: Phase;
  ops: { reads: number; writes: number; rpcs: number };
  hosting?: Phase;
  checks: string[];
}

/** Runs a row's calls through the function host; throws nothing (failures count as errors). */
async function throughHost(row: BenchRow, hostUrl: string, phase: string, count?: number): Promise<Phase> {
  const calls = await row.calls(phase, count);
  return measure(calls.length, row, (index) => send(hostUrl, calls[index]!));
}

async function baselinePhase(row: BenchRow, count = row.count): Promise<Phase> {
  await row.baseline.prepare?.();
  return measure(count, row, (index) => row.baseline.operation(index));
}

/**
 * Each row: a warm-up of both sides (a warm instance, as Cloud Functions keeps, and the
 * emulator's JIT warm for this work), then baseline, function, function, baseline, each half
 * pooled. The emulator keeps speeding up as its JIT warms, so measuring one side after the other
 * would flatter whichever went second; the mirrored order cancels a steady drift.
 */
export async function runRow(row: BenchRow, hostUrl: string, appUrl?: string): Promise<Figures> {
  await baselinePhase(row, WARM_UP_CALLS);
  await throughHost(row, hostUrl, 'warm-up', row.warmUp ?? WARM_UP_CALLS);

  resetFirestoreOps();
  const firstBaseline = await baselinePhase(row);
  const baselineOps = firestoreOps();
  // A paced row stands for a steady stream (riders reporting every 10 s): it reaches the timed
  // halves warm, as such a stream keeps an instance, not after the baseline's pause.
  if (row.perSecond) await throughHost(row, hostUrl, 'warm-up-2', row.warmUp ?? WARM_UP_CALLS);
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
  // Not for a paced row: the functions emulator starts a worker process per request in flight, and
  // an open loop of 50 a second only piles up behind those cold starts (seconds each, errors).
  if (appUrl && !row.perSecond) {
    await warmFunctionWorkers(row.inFlight);
    hosting = await throughHost(row, appUrl, 'hosting');
    const hostingChecked = await row.check?.('hosting');
    if (hostingChecked) checks.push(`hosting: ${hostingChecked}`);
  }
  return { baseline, baselineOps, inProcess: pooled(functionPhases), ops, hosting, checks };
}

export function ratio(row: BenchRow, figures: Figures, phase: Phase): number {
  return row.compare === 'p95' ? phase.p95 / figures.baseline.p95 : phase.rate / figures.baseline.rate;
}

export function verdict(row: BenchRow, value: number): string {
  const met = row.compare === 'p95' ? value <= row.target : value >= row.target;
  return met ? 'met' : 'MISSED';
}
