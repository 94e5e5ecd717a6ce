#!/usr/bin/env bash
# npm test: every suite (static checks, unit, rules, API, browser end to end). Each suite runs even
# when an earlier one fails, the summary lists them all, and the exit code is non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"

bash scripts/setup.sh || exit 1
source scripts/emulator-env.sh

failed_steps=()
step() {
  local name=$1
  shift
  echo "==> $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}
vitest_project() {
  npx vitest run --passWithNoTests --project "$1" --reporter=default --reporter=json --outputFile="$results/$1.json"
}

step typecheck npm run typecheck --silent
step lint npm run lint --silent
step unit vitest_project unit
step web vitest_project web
step build bash scripts/build-for-emulators.sh

# One emulator run serves the rules, API and browser suites; they report through the JSON files.
# The Hosting emulator logs every request; those lines are dropped to keep the output readable.
emulator_suites() {
  npx firebase $FIREBASE_CONFIG_FLAG emulators:exec --project "$DROPWISE_PROJECT_ID" \
    --only auth,firestore,functions,hosting "bash scripts/test-in-emulators.sh" |
    grep --line-buffered -v '^i  hosting: 127.0.0.1'
  return "${PIPESTATUS[0]}"
}
step emulators emulator_suites

node scripts/test-summary.mjs "$results" "${failed_steps[@]}"
