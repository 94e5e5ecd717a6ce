# Sourced by the scripts that start emulators: one place for the environment they need.
export FIRESTORE_EMULATOR_BINARY_PATH="$PWD/.cache/firestore-emulator/cloud-firestore-emulator-wrapper.jar"
export FIREBASE_CLI_DISABLE_UPDATE_CHECK=true
export NO_UPDATE_NOTIFIER=1
export DROPWISE_PROJECT_ID=demo-dropwise
# The functions emulator gives a new worker process 30 s to start, then leaves the request hanging
# unanswered. On a busy 2-CPU machine a burst of concurrent requests can exceed that; allow more.
export FUNCTIONS_DISCOVERY_TIMEOUT=120
