#!/usr/bin/env bash
# vitest-suite.sh SUITE [FILTER...]: runs one vitest project and writes its JSON report where the
# closing summary (scripts/test-summary.mjs) reads it. A filter that matches no file fails, so a
# mistyped file name cannot pass as an empty green run.
set -uo pipefail
suite=$1
shift
allow_empty=()
if [ "$#" -eq 0 ]; then allow_empty=(--passWithNoTests); fi
npx vitest run "${allow_empty[@]}" --project "$suite" --reporter=default --reporter=json \
  --outputFile=".cache/test-results/$suite.json" "$@"
