#!/usr/bin/env bash
# npm test: every suite. npm run test:SUITE [-- FILTER...]: one suite (unit, web, rules, api or
# e2e), optionally only the files whose path contains a FILTER, e.g. `npm run test:api -- health`.
# The emulator suites run inside scripts/emulator-session.sh, which builds and starts what they
# need. Each step runs even when an earlier one fails; the closing summary (scripts/test-summary.mjs)
# gives each suite's pass count, the failures, each step's wall time and a total, and exits non-zero
# on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
trap 'exit 130' INT

results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
# Each step, suite and the emulator start-up appends "NAME START END" (epoch seconds) here.
export DROPWISE_TEST_TIMES=$PWD/$results/times.tsv
started=$EPOCHREALTIME
failed_steps=()
step() {
  local name=$1 start=$EPOCHREALTIME
  shift
  echo "==> $name"
  if ! "$@"; then failed_steps+=("$name"); fi
  printf '%s\t%s\t%s\n' "$name" "$start" "$EPOCHREALTIME" >> "$DROPWISE_TEST_TIMES"
}
session=scripts/emulator-session.sh
run_suites=scripts/vitest-suites.sh

suite=${1:-all}
shift || true
case "$suite" in
  all)
    step install-check bash scripts/install-check/check-install.sh
    step typecheck npm run typecheck --silent
    step lint npm run lint --silent
    step unit bash "$run_suites" unit
    step web bash "$run_suites" web
    # One emulator session serves the rules, API and browser suites.
    step emulators bash "$session" -- bash "$run_suites" "rules api e2e"
    ;;
  unit | web) step "$suite" bash "$run_suites" "$suite" "$@" ;;
  rules) step emulators bash "$session" --firestore-only -- bash "$run_suites" rules "$@" ;;
  api | e2e) step emulators bash "$session" -- bash "$run_suites" "$suite" "$@" ;;
  *)
    echo "usage: test.sh [unit|web|rules|api|e2e [FILTER...]]" >&2
    exit 2
    ;;
esac

# A single suite's summary leaves out the suites it did not mean to run.
only=()
if [ "$suite" != all ]; then only=(--suites="$suite"); fi
printf 'total\t%s\t%s\n' "$started" "$EPOCHREALTIME" >> "$DROPWISE_TEST_TIMES"
node scripts/test-summary.mjs "$results" "${only[@]}" "${failed_steps[@]}"
