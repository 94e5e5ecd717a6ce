# Sourced by the scripts that start emulators: one place for the environment they need.
export FIRESTORE_EMULATOR_BINARY_PATH="$PWD/.cache/firestore-emulator/cloud-firestore-emulator-wrapper.jar"
export FIREBASE_CLI_DISABLE_UPDATE_CHECK=true
export NO_UPDATE_NOTIFIER=1
export DROPWISE_PROJECT_ID=demo-dropwise
# Education rate limits per client per minute (production defaults: 10 and 5). Generous here so
# that a test suite or demo clicking from one address is not refused; the education API tests
# read these values and still prove the 429.
export DROPWISE_RATE_LIMIT_ENROL_PER_MINUTE=100
export DROPWISE_RATE_LIMIT_ADMIN_LOGIN_PER_MINUTE=30
