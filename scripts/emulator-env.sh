# Sourced by scripts/emulator-session.sh: one place for the environment the emulator suite runs with.
export FIRESTORE_EMULATOR_BINARY_PATH="$PWD/.cache/firestore-emulator/cloud-firestore-emulator-wrapper.jar"
export FIREBASE_CLI_DISABLE_UPDATE_CHECK=true
export NO_UPDATE_NOTIFIER=1
export DROPWISE_PROJECT_ID=demo-dropwise
# The functions emulator gives a new worker process 30 s to start, then leaves the request hanging
# unanswered. On a busy 2-CPU machine a burst of concurrent requests can exceed that; allow more.
export FUNCTIONS_DISCOVERY_TIMEOUT=120

# DROPWISE_PORT_OFFSET=3000 runs a second emulator suite beside the usual one
# (every port + 3000; browsers refuse some ports, such as 6000 and 10080, so not every offset works), e.g.
# to test one checkout while another is running. Two suites whose offsets differ by 100 collide (one's
# hub port, 4400 + N, is the other's logging port, 4500 + N). The documented ports are the default (N = 0).
offset=${DROPWISE_PORT_OFFSET:-0}
export DROPWISE_APP_URL="http://127.0.0.1:$((5000 + offset))"
export DROPWISE_FUNCTIONS_URL="http://127.0.0.1:$((5001 + offset))"
export DROPWISE_DEV_URL="http://127.0.0.1:$((5173 + offset))"
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
    fs.writeFileSync(process.argv[2], JSON.stringify(config, null, 2));
  ' "$offset" "firebase.local.$offset.json"
  # One file per offset: npm test runs sessions on two offsets at once.
  FIREBASE_CONFIG_FLAG="--config firebase.local.$offset.json"
fi
export FIREBASE_CONFIG_FLAG

# Which X-Forwarded-For entry is the client (functions/src/http/client-address.ts). The Hosting and
# functions emulators pass the caller's header through untouched and add no entry of their own, so
# nothing they forward can be trusted: 0 counts every caller through the local Hosting emulator as
# one client, and a forged header buys no fresh budget. A load generator that plays the one trusted
# proxy (appending each simulated visitor's address) runs with DROPWISE_TRUST_PROXY_HOPS=1.
export DROPWISE_TRUST_PROXY_HOPS=${DROPWISE_TRUST_PROXY_HOPS:-0}

# Education rate limits per client per minute (production defaults: 10 and 5). Every local caller is
# one client here (see above), so the budgets are sized for a whole test suite or a demo sharing
# them; the rate-limit tests read these values, use a budget up and prove the 429.
export DROPWISE_RATE_LIMIT_ENROL_PER_MINUTE=${DROPWISE_RATE_LIMIT_ENROL_PER_MINUTE:-100}
export DROPWISE_RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE=${DROPWISE_RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE:-100}

# Booking caps per customer (production defaults: 5 open orders, 10 bookings an hour). Raised here
# because the suites and the benchmark book many orders for a few accounts; the booking-limit
# tests read these values and arrange a customer at the cap rather than booking up to it.
export DROPWISE_BOOKING_MAX_OPEN_ORDERS=50
export DROPWISE_BOOKING_PER_HOUR=500

# How long a request may wait on Firestore and Auth before it is answered 503 (production: 4 s,
# so every answer comes within 5 s). The functions emulator starts a cold worker process for each
# request in flight, which on a small busy machine alone can take seconds; the suites use a wider
# budget so that a cold start is not mistaken for an outage. The store-outage test and the
# benchmark serve the function themselves with the production budget.
export DROPWISE_REQUEST_BUDGET_MS=10000

# Core Web Vitals reports per client per minute (production default 60). Every local caller is one
# client here, so the budget is sized for the browser suite's page views; the API test reads it.
export DROPWISE_RATE_LIMIT_VITALS_PER_MINUTE=${DROPWISE_RATE_LIMIT_VITALS_PER_MINUTE:-120}

# Visits counted per client per minute and instance (production default 30): every local page
# view and the counter's burst tests are one client here; its limit test runs its own instance.
export DROPWISE_RATE_LIMIT_VISITS_PER_MINUTE=${DROPWISE_RATE_LIMIT_VISITS_PER_MINUTE:-100000}

# Place search per client per minute (production default 120): the suites type into the place
# boxes as one local client; the places API test reads the value and still proves the 429.
export DROPWISE_RATE_LIMIT_PLACES_PER_MINUTE=${DROPWISE_RATE_LIMIT_PLACES_PER_MINUTE:-120}
