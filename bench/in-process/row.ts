import { cpus, loadavg } from 'node:os';
import { ms, printTable } from '../request-path/report';

/** Calls in flight at once in both in-process rows (dispatch and recording cash). */
export const IN_FLIGHT = 20;
/** Both in-process rows have the same goal: their p95 within this many times the bare baseline's. */
export const P95_RATIO_TARGET = 2;

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
        `${row.calls}@${IN_FLIGHT}`,
        ms(row.p50),
        ms(row.p95),
        String(row.errors),
        row.baseline,
        `${(row.p95 / row.baselineP95).toFixed(2)}x p95`,
        row.ops,
        `p95 <= ${P95_RATIO_TARGET}x: ${row.met ? 'met' : 'MISSED'}`,
      ],
    ],
  );
}
