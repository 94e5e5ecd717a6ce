#!/usr/bin/env bash
# npm run dev: the fast loop. Starts the emulator suite with demo data (as npm start does) without
# building the web app, then the Vite dev server with hot reload, whose proxy sends what Hosting
# rewrites to the function (/api/**, /counter/**) to the functions emulator. The functions are built
# once, then rebuilt whenever functions/src or domain/src changes, and the emulator reloads the new
# bundle.
# Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/emulator-env.sh
npm run build -w functions --silent

# Each part runs in its own process group (set -m) and is started directly, not through npx, so
# that Ctrl-C reaches this script alone and each part gets exactly one signal from stop() below:
# the emulators take a second SIGINT as "exit now, skip the clean shutdown".
set -m
declare -A children=()
stop() {
  trap - INT TERM EXIT
  echo
  echo "Stopping the dev server, the functions watcher and the emulators..."
  for pid in "${!children[@]}"; do kill "-${children[$pid]}" "$pid" 2> /dev/null || true; done
  wait 2> /dev/null || true
  # A helper a part started just before the stop (the functions emulator's trigger discovery, say)
  # can outlive it; it is still in that part's process group.
  for pid in "${!children[@]}"; do kill -TERM -- "-$pid" 2> /dev/null || true; done
}
trap 'stop; exit 0' INT TERM
trap stop EXIT

node_modules/.bin/firebase $FIREBASE_CONFIG_FLAG emulators:start --project "$DROPWISE_PROJECT_ID" \
  --only auth,firestore,functions,hosting < /dev/null &
children[$!]=INT
# Its first run rewrites the same bundle while the emulators are still starting, before the
# functions emulator watches it, so that run reloads nothing.
(cd functions && exec node --watch-path=src --watch-path=../domain/src --watch-preserve-output build.mjs < /dev/null) &
children[$!]=TERM
bash scripts/wait-for-url.sh "$DROPWISE_APP_URL/api/health" 180
# Outside `emulators:exec` nothing tells the demo-data loader (`npm run seed`) where the emulators are.
FIRESTORE_EMULATOR_HOST=127.0.0.1:$VITE_FIRESTORE_EMULATOR_PORT FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:$VITE_AUTH_EMULATOR_PORT \
  npm run seed --silent

dev_port=${DROPWISE_DEV_URL##*:}
(cd web && exec ../node_modules/.bin/vite --mode emulator --host 127.0.0.1 --port "$dev_port" --clearScreen false < /dev/null) &
children[$!]=TERM
bash scripts/wait-for-url.sh "$DROPWISE_DEV_URL/" 60

cat << BANNER

  Dropwise dev loop (project $DROPWISE_PROJECT_ID): edits to web/src reload in the browser,
  edits to functions/src or domain/src rebuild the function and the emulator reloads it.
    App (hot reload)  $DROPWISE_DEV_URL
    Health            $DROPWISE_DEV_URL/api/health
    Functions         $DROPWISE_FUNCTIONS_URL
    Firestore         http://127.0.0.1:$VITE_FIRESTORE_EMULATOR_PORT
    Auth              http://127.0.0.1:$VITE_AUTH_EMULATOR_PORT
    Hosting           $DROPWISE_APP_URL (the last built web app, if any: npm start builds it)

  Demo sign-ins are those of npm start (see the README). Press Ctrl-C to stop.
BANNER
# Any part that exits on its own (a port already taken, say) ends the loop as a whole.
wait -n || true
