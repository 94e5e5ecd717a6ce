# Sourced by the scripts that start emulators: one place for the environment they need.
export FIRESTORE_EMULATOR_BINARY_PATH="$PWD/.cache/firestore-emulator/cloud-firestore-emulator-wrapper.jar"
export FIREBASE_CLI_DISABLE_UPDATE_CHECK=true
export NO_UPDATE_NOTIFIER=1
export DROPWISE_PROJECT_ID=demo-dropwise
# The functions emulator gives a new worker process 30 s to start, then leaves the request hanging
# unanswered. On a busy 2-CPU machine a burst of concurrent requests can exceed that; allow more.
export FUNCTIONS_DISCOVERY_TIMEOUT=120

# DROPWISE_PORT_OFFSET=3000 runs a second emulator suite beside the usual one
# (every port + 3000; browsers refuse some ports, such as 6000 and 10080, so not every offset works), e.g.
# to test one checkout while another is running. The contract's ports are the default (N = 0).
offset=${DROPWISE_PORT_OFFSET:-0}
export DROPWISE_APP_URL="http://127.0.0.1:$((5000 + offset))"
export VITE_AUTH_EMULATOR_PORT=$((9099 + offset))
export VITE_FIRESTORE_EMULATOR_PORT=$((8080 + offset))
FIREBASE_CONFIG_FLAG=""
if [ "$offset" != 0 ]; then
  node -e '
    const fs = require("fs");
    const offset = Number(process.argv[1]);
    const config = JSON.parse(fs.readFileSync("firebase.json", "utf8"));
    const emulators = config.emulators;
    for (const name of ["auth", "firestore", "functions", "hosting", "hub", "logging", "eventarc", "tasks"]) {
      const defaults = { eventarc: 9299, tasks: 9499 };
      emulators[name] = { host: "127.0.0.1", ...emulators[name] };
      emulators[name].port = (emulators[name].port ?? defaults[name]) + offset;
    }
    emulators.firestore.websocketPort = 9150 + offset;
    fs.writeFileSync("firebase.local.json", JSON.stringify(config, null, 2));
  ' "$offset"
  FIREBASE_CONFIG_FLAG="--config firebase.local.json"
fi
export FIREBASE_CONFIG_FLAG

# Education rate limits per client per minute (production defaults: 10 and 5). Generous here so
# that a test suite or demo clicking from one address is not refused; the education API tests
# read these values and still prove the 429.
export DROPWISE_RATE_LIMIT_ENROL_PER_MINUTE=20
export DROPWISE_RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE=10
# Place search per client per minute (production default 120): the browser suites share one
# address, so it stays generous; the places API test reads it and still proves the 429.
export DROPWISE_RATE_LIMIT_PLACES_PER_MINUTE=40
