#!/usr/bin/env bash
# Runs inside `firebase emulators:exec`: demo data first, then the suites that need the emulators.
set -uo pipefail
status=0
bash scripts/wait-for-url.sh $DROPWISE_APP_URL/api/health 120 || exit 1
npm run seed --silent || exit 1
for project in rules api e2e; do
  echo "==> $project"
  npx vitest run --passWithNoTests --project "$project" --reporter=default --reporter=json \
    --outputFile=".cache/test-results/$project.json" || status=1
done
exit $status
