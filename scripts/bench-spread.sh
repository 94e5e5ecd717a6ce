#!/usr/bin/env bash
# npm run bench:spread [-- --only booking,booking-first]: `npm run bench` on BENCH_RUNS (5) freshly
# started emulator suites, one after the other, then each row's min, median and max ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${BENCH_RUNS:-5}
figures=$(mktemp -d)
trap 'rm -rf "$figures"' EXIT
for run in $(seq 1 "$runs"); do
  echo "==> bench run $run of $runs, on a freshly started emulator suite"
  bash scripts/emulator-session.sh -- tsx --tsconfig scripts/tsconfig.json bench/request-path.ts --json "$figures/run-$run.json" "$@"
done
npx tsx --tsconfig scripts/tsconfig.json bench/spread.ts "$figures"/run-*.json
