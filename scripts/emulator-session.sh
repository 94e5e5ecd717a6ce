#!/usr/bin/env bash
# emulator-session.sh [OPTION...] [-- COMMAND [ARG...]]: the one way Dropwise runs on the Firebase
# emulator suite. It installs what a fresh machine lacks (scripts/setup.sh), sets the environment
# (scripts/emulator-env.sh), builds, starts the emulators, waits until they answer, loads the demo
# data, runs COMMAND with the emulators' addresses exported, and stops the emulators and whatever
# they and COMMAND started: when COMMAND ends, when a step fails, and on Ctrl-C. Its exit status
# is COMMAND's (1 when a step before it failed).
#   --firestore-only  the Firestore emulator alone: nothing built, no demo data (the rules suite)
#   --no-web-build    build the functions but not the web app (npm run dev serves it from Vite)
#   --functions-built do not build the functions (npm test builds them once for the two sessions it
#                     runs side by side; the web app's build holds the ports, so each builds its own)
#   --serve           keep running after COMMAND until Ctrl-C, which then ends it with 0 (npm start,
#                     npm run dev); also keeps the Hosting emulator's line per request in the log
set -uo pipefail
cd "$(dirname "$0")/.."
session_started=$EPOCHREALTIME

emulators=auth,firestore,functions,hosting
build_functions=true
build_web=true
serve=false
while [ "$#" -gt 0 ]; do
  case "$1" in
    --firestore-only) emulators=firestore build_functions=false build_web=false ;;
    --no-web-build) build_web=false ;;
    --functions-built) build_functions=false ;;
    --serve) serve=true ;;
    --) shift && break ;;
    *) echo "emulator-session: unknown option $1" >&2 && exit 2 ;;
  esac
  shift
done
if [ "$#" -eq 0 ] && [ "$serve" = false ]; then
  echo "usage: emulator-session.sh [--firestore-only] [--no-web-build] [--functions-built] [--serve] [-- COMMAND [ARG...]]" >&2
  exit 2
fi

fail() {
  echo "emulator-session: $1" >&2
  exit 1
}

# The emulators and COMMAND each run in a process group of their own (set -m), so that Ctrl-C
# reaches this script alone and stop() sends each exactly one signal: the emulators take a second
# SIGINT as "exit now, skip the clean shutdown". What either started (the functions emulator's
# workers, a browser) stays in its group, so signalling the group leaves nothing behind.
emulators_pid=''
command_pid=''
# stop_group PID SIGNAL: SIGNAL to PID, up to 30 s for it to exit, then TERM to its whole group.
stop_group() {
  kill "-$2" "$1" 2> /dev/null
  for _ in $(seq 60); do
    kill -0 "$1" 2> /dev/null || break
    sleep 0.5
  done
  kill -TERM -- "-$1" 2> /dev/null
}
stop() {
  # npm forwards the Ctrl-C that the terminal already sent here: one is enough.
  trap '' INT TERM
  trap - EXIT
  kill "$watcher_pid" 2> /dev/null
  if [ -n "${web_build_pid:-}" ]; then kill "$web_build_pid" 2> /dev/null; fi
  if [ -n "$command_pid" ]; then stop_group "$command_pid" TERM; fi
  if [ -n "$emulators_pid" ]; then
    echo "Stopping the emulators..."
    stop_group "$emulators_pid" INT
  fi
}
trap stop EXIT
if [ "$serve" = true ]; then trap 'echo; stop; exit 0' INT TERM; else trap 'echo; stop; exit 130' INT TERM; fi

# npm runs this script through `sh -c`, which does not pass on the SIGTERM that npm forwards when
# it is stopped by its PID: the session also ends when the process that started it has gone.
parent_pid=$PPID
(while kill -0 "$parent_pid" 2> /dev/null; do sleep 2; done && kill -TERM $$) &
watcher_pid=$!

bash scripts/setup.sh || fail 'setup failed'
source scripts/emulator-env.sh
if [ "$build_functions" = true ]; then
  npm run build -w functions --silent || fail 'the functions build failed'
fi
# The web build runs while the emulators start (Hosting reads its files per request); COMMAND
# starts once it is done.
web_build_pid=''
if [ "$build_web" = true ]; then
  npm run build -w web --silent -- --mode emulator --logLevel warn &
  web_build_pid=$!
fi

set -m
if [ "$serve" = true ]; then
  node_modules/.bin/firebase $FIREBASE_CONFIG_FLAG emulators:start --project "$DROPWISE_PROJECT_ID" \
    --only "$emulators" < /dev/null &
else
  # The Hosting emulator logs every request; those lines are dropped to keep test output readable.
  node_modules/.bin/firebase $FIREBASE_CONFIG_FLAG emulators:start --project "$DROPWISE_PROJECT_ID" \
    --only "$emulators" < /dev/null > >(grep --line-buffered -v '^i  hosting: 127.0.0.1') &
fi
emulators_pid=$!
set +m

# wait_until_answers URL SECONDS: until URL answers 2xx; fails sooner if the emulators exit (a port
# already taken, say).
wait_until_answers() {
  local deadline=$((SECONDS + $2))
  until curl -fsS -o /dev/null "$1" 2> /dev/null; do
    kill -0 "$emulators_pid" 2> /dev/null || fail 'the emulators exited before they were ready'
    [ "$SECONDS" -lt "$deadline" ] || fail "$1 did not answer within $2 s"
    sleep 1
  done
}

# What `firebase emulators:exec` would export, for COMMAND and the demo-data loader.
export FIRESTORE_EMULATOR_HOST=127.0.0.1:$VITE_FIRESTORE_EMULATOR_PORT
export FIREBASE_FIRESTORE_EMULATOR_ADDRESS=$FIRESTORE_EMULATOR_HOST
export FIREBASE_EMULATOR_HUB=127.0.0.1:$((4400 + offset))
# npm test starts sessions beside its other steps, so a busy machine gets minutes to start them.
if [ "$emulators" = firestore ]; then
  wait_until_answers "http://$FIRESTORE_EMULATOR_HOST/" 300
else
  export FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:$VITE_AUTH_EMULATOR_PORT
  # The health call goes through Hosting to the function and on to Firestore: the whole path.
  wait_until_answers "$DROPWISE_APP_URL/api/health" 300
  npm run seed --silent || fail 'loading the demo data failed'
fi
if [ -n "$web_build_pid" ]; then
  wait "$web_build_pid" || fail 'the web build failed'
  web_build_pid=''
fi

if [ "$serve" = true ]; then
  cat << BANNER

  Dropwise is running on the Firebase emulators (project $DROPWISE_PROJECT_ID)
    App          $DROPWISE_APP_URL
    Health       $DROPWISE_APP_URL/api/health
    Functions    $DROPWISE_FUNCTIONS_URL
    Firestore    http://$FIRESTORE_EMULATOR_HOST
    Auth         http://$FIREBASE_AUTH_EMULATOR_HOST

  Demo sign-ins
    Platform admin   admin@dropwise.test / admin-demo-1        at /alogin
    Education admin  eduadmin@dropwise.test / edu-demo-1       at /Eadmin
    Customer         +15555550100, SMS code from the Auth emulator, at /login
    Rider            rider@dropwise.test / rider-demo-1        at /alogin

  Press Ctrl-C to stop.
BANNER
fi

# npm test's closing summary prints how long the session took to be ready (scripts/test.sh).
if [ -n "${DROPWISE_TEST_TIMES:-}" ]; then
  label="emulator start-up${DROPWISE_SESSION_LABEL:+ (${DROPWISE_SESSION_LABEL})}"
  printf '%s\t%s\t%s\n' "$label" "$session_started" "$EPOCHREALTIME" >> "$DROPWISE_TEST_TIMES"
fi

if [ "$#" -gt 0 ]; then
  # A background job, unlike a foreground command, lets a signal's trap run at once.
  set -m
  "$@" < /dev/null &
  command_pid=$!
  set +m
fi
if [ "$serve" = false ]; then
  wait "$command_pid"
  exit $?
fi
# --serve: until Ctrl-C, or until COMMAND or the emulators end on their own.
wait -n $command_pid "$emulators_pid"
exit $?
