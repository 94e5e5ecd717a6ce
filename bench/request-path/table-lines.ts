import type { BenchRow } from './context';
import { ms, perCall } from './report';
import { type Figures, ratio, verdict } from './run-row';

/** The request-path table's columns. */
export const TABLE_HEADER = [
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

/** A row's lines in the table: served in one process, then through Hosting when it was. */
export function tableLines(row: BenchRow, figures: Figures, inProcessRatio: number): string[][] {
  const lines: string[][] = [];
  const target = row.compare === 'p95' ? `p95 <= ${row.target}x` : `rate >= ${row.target}x`;
  const { baseline, baselineOps, ops } = figures;
  lines.push([
    row.name,
    'in-process',
    row.perSecond
      ? `${figures.inProcess.count}@${row.perSecond}/s`
      : `${figures.inProcess.count}@${row.inFlight}`,
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
    lines.push([
      '',
      'via Hosting',
      row.perSecond ? `${row.count}@${row.perSecond}/s` : `${row.count}@${row.inFlight}`,
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
  return lines;
}
