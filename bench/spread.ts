/**
 * npm run bench:spread: the ratio of every row over several runs of `npm run bench`, each on a
 * freshly started emulator suite (scripts/bench-spread.sh), as min, median and max. One quiet run
 * can flatter or wrong a row on a noisy machine; the spread says what a new user should expect.
 *
 *   tsx bench/spread.ts run-1.json run-2.json ...
 */
import { readFileSync } from 'node:fs';
import { printTable } from './request-path/report';
import type { RowFigures } from './request-path/run-row';

const runs = process.argv.slice(2).map((path) => JSON.parse(readFileSync(path, 'utf8')) as RowFigures[]);
if (runs.length === 0) {
  console.error('usage: tsx bench/spread.ts <figures.json written by request-path.ts --json> ...');
  process.exit(2);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const x = (value: number) => `${value.toFixed(2)}x`;
const per = (value: number) => value.toFixed(2);

const names = [...new Set(runs.flatMap((run) => run.map((figures) => figures.row)))];
const table = names.map((name) => {
  const seen = runs.flatMap((run) => run.filter((figures) => figures.row === name));
  const ratios = seen.map((figures) => figures.ratio);
  const { compare, target } = seen[0]!;
  const met = (value: number) => (compare === 'p95' ? value <= target : value >= target);
  const mid = median(ratios);
  return [
    name,
    String(seen.length),
    x(Math.min(...ratios)),
    x(mid),
    x(Math.max(...ratios)),
    ratios.map(x).join(' '),
    `${median(seen.map((figures) => figures.p95Ms)).toFixed(0)} / ${median(seen.map((figures) => figures.baselineP95Ms)).toFixed(0)}`,
    `${per(median(seen.map((f) => f.perRequest.reads)))} / ${per(median(seen.map((f) => f.perRequest.writes)))} / ${per(median(seen.map((f) => f.perRequest.rpcs)))}`,
    `${compare === 'p95' ? 'p95 <=' : 'rate >='} ${target}x: median ${met(mid) ? 'met' : 'MISSED'}, ${ratios.filter(met).length} of ${ratios.length} runs met`,
  ];
});

console.log(
  `\nSpread over ${runs.length} runs, each on a freshly started emulator suite (in-process ratios):`,
);
printTable(
  [
    'row',
    'runs',
    'min',
    'median',
    'max',
    'each run',
    'p95 ms / baseline (medians)',
    'reads / writes / RPCs per req',
    'target',
  ],
  table,
);
