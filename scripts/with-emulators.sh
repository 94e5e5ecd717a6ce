#!/usr/bin/env bash
# with-emulators.sh 'COMMAND' [ARG...]: builds, starts the emulator suite with demo data, runs
# COMMAND with the ARGs after it (so `npm run bench -- --only booking` reaches the bench), stops.
set -euo pipefail
cd "$(dirname "$0")/.."
command=$1
shift
if [ "$#" -gt 0 ]; then command="$command $(printf '%q ' "$@")"; fi
bash scripts/setup.sh
source scripts/emulator-env.sh
bash scripts/build-for-emulators.sh
npx firebase $FIREBASE_CONFIG_FLAG emulators:exec --project "$DROPWISE_PROJECT_ID" --only auth,firestore,functions,hosting \
  "bash scripts/wait-for-url.sh \$DROPWISE_APP_URL/api/health 120 && npm run seed --silent && $command"
