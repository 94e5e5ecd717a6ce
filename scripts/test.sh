#!/usr/bin/env bash
# npm test: every suite (static checks, unit, rules, API, browser end to end). Each suite runs even
# when an earlier one fails, the summary lists them all, and the exit code is non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/test-steps.sh

bash scripts/setup.sh || exit 1
source scripts/emulator-env.sh

step install-check bash scripts/install-check/check-install.sh
step typecheck npm run typecheck --silent
step lint npm run lint --silent
step unit bash scripts/vitest-suite.sh unit
step web bash scripts/vitest-suite.sh web
step build bash scripts/build-for-emulators.sh

# One emulator run serves the rules, API and browser suites; they report through the JSON files.
step emulators bash scripts/emulator-suites.sh "rules api e2e"

node scripts/test-summary.mjs "$results" "${failed_steps[@]}"
