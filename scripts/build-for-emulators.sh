#!/usr/bin/env bash
# Builds the functions bundle and the web app in its emulator mode (what npm start and npm test serve).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build -w functions --silent
npm run build -w web --silent -- --mode emulator --logLevel warn
