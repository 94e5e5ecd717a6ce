#!/usr/bin/env bash
# npm start: build, start the emulator suite on demo-dropwise, load the demo data, print the URLs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/emulator-env.sh
bash scripts/build-for-emulators.sh

npx firebase $FIREBASE_CONFIG_FLAG emulators:start --project "$DROPWISE_PROJECT_ID" --only auth,firestore,functions,hosting &
emulators=$!
stop() {
  echo
  echo "Stopping the emulators..."
  kill -INT "$emulators" 2> /dev/null || true
  wait "$emulators" 2> /dev/null || true
  exit 0
}
trap stop INT TERM

bash scripts/wait-for-url.sh $DROPWISE_APP_URL/api/health 180
# emulators:start, unlike emulators:exec, hands no emulator hosts to other commands.
FIRESTORE_EMULATOR_HOST="127.0.0.1:$VITE_FIRESTORE_EMULATOR_PORT" \
  FIREBASE_AUTH_EMULATOR_HOST="127.0.0.1:$VITE_AUTH_EMULATOR_PORT" \
  npm run seed --silent

cat <<BANNER

  Dropwise is running on the Firebase emulators (project $DROPWISE_PROJECT_ID)
    App          $DROPWISE_APP_URL
    Health       $DROPWISE_APP_URL/api/health
    Functions    $DROPWISE_FUNCTIONS_URL
    Firestore    http://127.0.0.1:$VITE_FIRESTORE_EMULATOR_PORT
    Auth         http://127.0.0.1:$VITE_AUTH_EMULATOR_PORT

  Demo sign-ins
    Platform admin   admin@dropwise.test / admin-demo-1        at /alogin
    Education admin  eduadmin@dropwise.test / edu-demo-1       at /Eadmin
    Customer         +15555550100, SMS code from the Auth emulator, at /login
    Rider            rider@dropwise.test / rider-demo-1        at /alogin

  Press Ctrl-C to stop.
BANNER
wait "$emulators"
