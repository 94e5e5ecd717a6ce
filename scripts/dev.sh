#!/usr/bin/env bash
# npm run dev, inside the emulator session (scripts/emulator-session.sh --no-web-build --serve): the
# fast loop. The Vite dev server serves the app with hot reload; its proxy sends what Hosting
# rewrites to the function (/api/**, /counter/**) to the functions emulator. The functions are
# rebuilt whenever functions/src or domain/src changes, and the functions emulator reloads the new
# bundle. The session stops both parts, with the emulators, on Ctrl-C.
set -uo pipefail
cd "$(dirname "$0")/.."

# Its first run rebuilds the bundle the session has just built, so the emulator reloads it once.
(cd functions && exec node --watch-path=src --watch-path=../domain/src --watch-preserve-output build.mjs) &
(cd web && exec ../node_modules/.bin/vite --mode emulator --host 127.0.0.1 --port "${DROPWISE_DEV_URL##*:}" \
  --clearScreen false) &

deadline=$((SECONDS + 60))
until curl -fsS -o /dev/null "$DROPWISE_DEV_URL/" 2> /dev/null; do
  if [ "$SECONDS" -ge "$deadline" ]; then
    echo "dev: the Vite dev server did not answer at $DROPWISE_DEV_URL within 60 s" >&2
    exit 1
  fi
  sleep 1
done

cat << BANNER

  Dropwise dev loop: edits to web/src reload in the browser, edits to functions/src or domain/src
  rebuild the function and the emulator reloads it.
    App (hot reload)  $DROPWISE_DEV_URL
    Health            $DROPWISE_DEV_URL/api/health
    Hosting           $DROPWISE_APP_URL (the last built web app, if any: npm start builds it)

  Press Ctrl-C to stop.
BANNER
# Either part exiting on its own (a port already taken, say) ends the loop as a whole.
wait -n
