import type { FaultFigures, OutageAnswer } from './fault';

/** Milliseconds as a whole number, or '-' for a figure that was not reached. */
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)}` : '-');

/** A per-request figure with at most two decimals and no trailing zeros. */
export const perCall = (total: number, count: number) => (total / count).toFixed(2).replace(/\.?0+$/, '');

/** A Markdown table, each column as wide as its widest cell. */
export function printTable(header: string[], table: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((line) => (line[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of table) console.log(line(cells));
}

/** The store-outage scenario: what each endpoint answered, how fast, and how soon it recovered. */
export function printFault(fault: FaultFigures): void {
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

/**
 * The latency the function itself logged for a row's timed requests: beside the p95 the client
 * saw, it tells time spent inside the function from time on the way to it and back.
 */
export function insideFunction(entries: Array<Record<string, unknown>>): string {
  const latencies = entries
    .filter((entry) => entry.message === 'request' && typeof entry.latencyMs === 'number')
    .map((entry) => entry.latencyMs as number)
    .sort((a, b) => a - b);
  if (latencies.length === 0) return 'inside the function: no request logged';
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]!;
  return `inside the function (its request log, ${latencies.length} timed requests): p50 ${ms(at(0.5))} ms, p95 ${ms(at(0.95))} ms`;
}
