#!/usr/bin/env bash
# emulator-suites.sh "SUITE..." [FILTER...]: starts the emulators the suites need, runs them
# (scripts/test-in-emulators.sh) and stops. The rules suite alone needs only Firestore; the API and
# browser suites need the whole built app with demo data. Expects scripts/emulator-env.sh sourced.
set -uo pipefail
suites=$1
emulators=firestore
if [ "$suites" != rules ]; then emulators=auth,firestore,functions,hosting; fi
command=$(printf '%q ' bash scripts/test-in-emulators.sh "$@")
# The Hosting emulator logs every request; those lines are dropped to keep the output readable.
npx firebase $FIREBASE_CONFIG_FLAG emulators:exec --project "$DROPWISE_PROJECT_ID" --only "$emulators" "$command" |
  grep --line-buffered -v '^i  hosting: 127.0.0.1'
exit "${PIPESTATUS[0]}"
