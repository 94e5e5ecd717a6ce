import { cpus, loadavg } from 'node:os';
import { ms, printTable } from '../request-path/report';

/** What both in-process rows (dispatch and recording cash) share of their set-up and goal. */
export const IN_PROCESS = {
  /** Calls in flight at once. */
  inFlight: 20,
  /** The goal: the row's p95 within this many times the bare baseline's. */
  p95RatioTarget: 2,
} as const;

export const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
export const thousands = (value: number) => value.toLocaleString('en-GB');

/** The machine is shared: say how busy it was, beside the figures. */
export const machineLoad = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`;

/** One in-process row of the benchmark table, against the bare store work it needs. */
export interface InProcessRow {
  row: string;
  /** Calls made, errors included. */
  calls: number;
  p50: number;
  p95: number;
  errors: number;
  /** The bare admin-SDK baseline of the same run, described. */
  baseline: string;
  baselineP95: number;
  /** What the row counts of store work, and its figure. */
  opsHeader: string;
  ops: string;
  met: boolean;
}

export function printInProcessRow(row: InProcessRow): void {
  printTable(
    [
      'row',
      'served',
      'n@in flight',
      'p50 ms',
      'p95 ms',
      'errors',
      'bare admin-SDK baseline, same run',
      'ratio',
      row.opsHeader,
      'target',
    ],
    [
      [
        row.row,
        'in-process',
        `${row.calls}@${IN_PROCESS.inFlight}`,
        ms(row.p50),
        ms(row.p95),
        String(row.errors),
        row.baseline,
        `${(row.p95 / row.baselineP95).toFixed(2)}x p95`,
        row.ops,
        `p95 <= ${IN_PROCESS.p95RatioTarget}x: ${row.met ? 'met' : 'MISSED'}`,
      ],
    ],
  );
}
