#!/usr/bin/env bash
# vitest-suites.sh "SUITE..." [FILTER...]: runs each vitest project named (unit, web, rules, api,
# e2e), every one even when an earlier one fails, and writes each one's JSON report where the
# closing summary (scripts/test-summary.mjs) reads it. A FILTER keeps the files whose path contains
# it; a filter that matches no file fails, so a mistyped file name cannot pass as an empty green run.
set -uo pipefail
cd "$(dirname "$0")/.."
suites=$1
shift
allow_empty=()
if [ "$#" -eq 0 ]; then allow_empty=(--passWithNoTests); fi
status=0
for suite in $suites; do
  if [ "$suite" != "$suites" ]; then echo "==> $suite"; fi
  start=$EPOCHREALTIME
  npx vitest run "${allow_empty[@]}" --project "$suite" --reporter=default --reporter=json \
    --outputFile=".cache/test-results/$suite.json" "$@" || status=1
  # The closing summary prints each suite's wall time (scripts/test.sh sets the file).
  if [ -n "${DROPWISE_TEST_TIMES:-}" ]; then
    printf '%s\t%s\t%s\n' "$suite" "$start" "$EPOCHREALTIME" >> "$DROPWISE_TEST_TIMES"
  fi
done
exit $status
