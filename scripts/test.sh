#!/usr/bin/env bash
# npm test: every suite. npm run test:SUITE [-- FILTER...]: one suite (unit, web, rules, api or
# e2e), optionally only the files whose path contains a FILTER, e.g. `npm run test:api -- health`.
# The emulator suites run inside scripts/emulator-session.sh, which builds and starts what they
# need. Each step runs even when an earlier one fails; the closing summary (scripts/test-summary.mjs)
# gives each suite's pass count, the failures, each step's wall time and a total, and exits non-zero
# on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
# A background branch ignores Ctrl-C (bash gives it no terminal signals): stop it by its PID.
trap 'kill $(jobs -p) 2> /dev/null; exit 130' INT

results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
# Each step, suite and emulator start-up appends "NAME START END" (epoch seconds) here.
export DROPWISE_TEST_TIMES=$PWD/$results/times.tsv
# Each failed step appends its name here, from whichever branch of the run it ran in.
failed_steps_file=$results/failed-steps
started=$EPOCHREALTIME
step() {
  local name=$1 start=$EPOCHREALTIME status=0
  shift
  echo "==> $name"
  "$@" || status=$?
  if [ "$status" -ne 0 ]; then echo "$name" >> "$failed_steps_file"; fi
  printf '%s\t%s\t%s\n' "$name" "$start" "$EPOCHREALTIME" >> "$DROPWISE_TEST_TIMES"
  return "$status"
}
session=scripts/emulator-session.sh
run_suites=scripts/vitest-suites.sh
# session LABEL OFFSET OPTION... -- COMMAND: an emulator session on the ports OFFSET above the
# documented ones; LABEL names its start-up in the summary.
session() {
  DROPWISE_SESSION_LABEL=$1 DROPWISE_PORT_OFFSET=$2 bash "$session" "${@:3}"
}
offset=${DROPWISE_PORT_OFFSET:-0}
# npm test runs two emulator sessions at once, each on ports of its own: the browser suite's are
# 5000 above the others'. Browsers refuse some ports (6000, 10080), and a second npm test 3000
# higher (docs/development.md) must meet neither session.
e2e_offset=${DROPWISE_E2E_PORT_OFFSET:-$((offset + 5000))}

suite=${1:-all}
shift || true
case "$suite" in
  all)
    # Two branches run side by side, each one step after another. In the background, one emulator
    # session for the rules suite (its own project ids) and the API suite, whose rate-limit and
    # cache tests spend minutes waiting on the clock. In the foreground, the checks and the suites
    # that need no emulator, then the browser suite on a second session, so that its data and
    # per-client budgets never meet the API suite's.
    # Both sessions serve this one build; without it they cannot start (the summary then reports
    # their suites as not run).
    functions_built=false
    step functions-build npm run build -w functions --silent && functions_built=true
    api_branch=''
    if [ "$functions_built" = true ]; then
      # Its lines are marked, as they come between the foreground's.
      step 'rules and api session' session 'rules, api' "$offset" --functions-built \
        --no-web-build -- bash "$run_suites" 'rules api' 2>&1 | sed -u 's/^/[rules, api] /' &
      api_branch=$!
    fi
    step install-check bash scripts/install-check/check-install.sh
    # Typecheck and lint assert no timing: at low priority they take the CPU the API suite's
    # concurrent-request tests leave, rather than slowing them past their request budgets.
    step typecheck nice -n 10 npm run typecheck --silent
    step lint nice -n 10 npm run lint --silent
    step unit bash "$run_suites" unit
    step web bash "$run_suites" web
    if [ "$functions_built" = true ]; then
      step 'e2e session' session e2e "$e2e_offset" --functions-built -- bash "$run_suites" e2e
    fi
    if [ -n "$api_branch" ]; then wait "$api_branch"; fi
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
failed_steps=()
if [ -f "$failed_steps_file" ]; then mapfile -t failed_steps < "$failed_steps_file"; fi
printf 'total\t%s\t%s\n' "$started" "$EPOCHREALTIME" >> "$DROPWISE_TEST_TIMES"
node scripts/test-summary.mjs "$results" "${only[@]}" "${failed_steps[@]}"
