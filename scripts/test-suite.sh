#!/usr/bin/env bash
# test-suite.sh SUITE [FILTER...]: one suite (unit, web, rules, api or e2e), optionally only the
# files whose path contains a FILTER, with the emulators and build it needs, and the same closing
# summary as npm test. E.g. `npm run test:api -- tests/api/health.test.ts`, `npm run test:e2e -- education`.
set -uo pipefail
cd "$(dirname "$0")/.."
suite=${1:-}
shift || true
source scripts/test-steps.sh

case "$suite" in
  unit | web)
    step "$suite" bash scripts/vitest-suite.sh "$suite" "$@"
    ;;
  rules | api | e2e)
    bash scripts/setup.sh || exit 1
    source scripts/emulator-env.sh
    if [ "$suite" != rules ]; then step build bash scripts/build-for-emulators.sh; fi
    if [ "${#failed_steps[@]}" -eq 0 ]; then step emulators bash scripts/emulator-suites.sh "$suite" "$@"; fi
    ;;
  *)
    echo "usage: test-suite.sh unit|web|rules|api|e2e [FILTER...]" >&2
    exit 2
    ;;
esac

node scripts/test-summary.mjs "$results" --suites="$suite" "${failed_steps[@]}"
