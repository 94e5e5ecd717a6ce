#!/usr/bin/env bash
# test-in-emulators.sh "SUITE..." [FILTER...]: runs inside `firebase emulators:exec`. Demo data
# first (when the app is up), then each suite, every one even when an earlier one fails.
set -uo pipefail
suites=$1
shift
status=0
if [ "$suites" != rules ]; then
  bash scripts/wait-for-url.sh $DROPWISE_APP_URL/api/health 120 || exit 1
  npm run seed --silent || exit 1
fi
for suite in $suites; do
  echo "==> $suite"
  bash scripts/vitest-suite.sh "$suite" "$@" || status=1
done
exit $status
