// Prints one line per suite and a closing total from vitest's JSON reports; exits 1 on any failure.
// Usage: test-summary.mjs DIR [--suites=a,b] [FAILED_STEP...]; --suites names the suites the
// command ran (default: all five), so a suite it did not mean to run is not reported missing.
// DIR/times.tsv, when there, gives each step's wall time ("NAME START END" in epoch seconds).
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

function firstLine(messages) {
  const text = (messages ?? []).find(Boolean) ?? 'no message';
  return (
    text
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? 'no message'
  );
}

function duration(seconds) {
  const rounded = Math.round(seconds);
  return rounded < 60
    ? `${rounded}s`
    : `${Math.floor(rounded / 60)}m ${String(rounded % 60).padStart(2, '0')}s`;
}

// One line per step in the order they started; steps that ran side by side overlap, so only the
// total is the run's length. A name written twice (a suite inside its step) keeps its longer span.
function printTimes(file) {
  if (!existsSync(file)) return;
  const spans = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const [name, start, end] = line.split('\t');
    const span = { start: Number(start), end: Number(end) };
    const known = spans.get(name);
    if (!known || span.end - span.start > known.end - known.start) spans.set(name, span);
  }
  const total = spans.get('total');
  spans.delete('total');
  const first = Math.min(...[...spans.values()].map((span) => span.start));
  const width = Math.max(...[...spans.keys()].map((name) => name.length));
  console.log('  wall time (started at, took):');
  for (const [name, span] of [...spans].sort(([, a], [, b]) => a.start - b.start))
    console.log(
      `    ${name.padEnd(width)} +${duration(span.start - first).padEnd(8)} ${duration(span.end - span.start)}`,
    );
  if (total) console.log(`    ${'total'.padEnd(width)} ${''.padEnd(9)} ${duration(total.end - total.start)}`);
}

const [dir, ...rest] = process.argv.slice(2);
const suitesOption = rest.find((arg) => arg.startsWith('--suites='));
const failedSteps = rest.filter((arg) => arg !== suitesOption);
const suites = suitesOption?.slice('--suites='.length).split(',') ?? ['unit', 'web', 'rules', 'api', 'e2e'];
let passed = 0;
let failed = 0;
let missing = false;
const failures = [];

console.log('\n==> Summary');
for (const suite of suites) {
  const file = join(dir, `${suite}.json`);
  if (!existsSync(file)) {
    console.log(`  ${suite.padEnd(6)} did not run`);
    missing = true;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let brokenFiles = 0;
  for (const file of report.testResults) {
    const name = relative(process.cwd(), file.name);
    for (const test of file.assertionResults.filter((test) => test.status === 'failed'))
      failures.push(`${suite} ${name} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
    // A file that fails to load has no tests to count: count it as one failure so it cannot hide.
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      brokenFiles++;
      failures.push(`${suite} ${name}: ${firstLine([file.message])}`);
    }
  }
  const suiteFailed = report.numFailedTests + brokenFiles;
  passed += report.numPassedTests;
  failed += suiteFailed;
  console.log(`  ${suite.padEnd(6)} ${report.numPassedTests} passed, ${suiteFailed} failed`);
}
// The failures are repeated here, after the emulator output, so the end of a CI log names them.
if (failures.length) console.log(`  failed tests:\n${failures.map((line) => `    ${line}`).join('\n')}`);
if (failedSteps.length) console.log(`  failed steps: ${failedSteps.join(', ')}`);
printTimes(join(dir, 'times.tsv'));
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing || failedSteps.length > 0 ? 1 : 0);
