#!/usr/bin/env bash
# Installs what a fresh machine lacks for the emulators and browser tests. Idempotent and quick
# when everything is already there; npm start and npm test call it themselves.
set -euo pipefail
cd "$(dirname "$0")/.."

FIRESTORE_JAR=/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar
WRAPPER_DIR=.cache/firestore-emulator
WRAPPER_JAR=$WRAPPER_DIR/cloud-firestore-emulator-wrapper.jar

apt_updated=0
apt_install() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: '$1' is missing; install it with: sudo apt-get install -y $1" >&2
    exit 1
  fi
  if [ "$apt_updated" -eq 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" > /dev/null
}

if ! command -v java > /dev/null; then
  apt_install openjdk-17-jre-headless
fi
if [ ! -f "$FIRESTORE_JAR" ]; then
  apt_install google-cloud-cli-firestore-emulator
fi
if [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Debian chromium for the browser tests"
  apt_install chromium
fi

# firebase-tools starts the emulator with `java -jar`, but the Debian JAR has no Main-Class:
# a tiny wrapper JAR supplies it and points its class path at the real one.
if [ ! -f "$WRAPPER_JAR" ]; then
  mkdir -p "$WRAPPER_DIR"
  manifest=$(mktemp)
  printf 'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file:%s\n' \
    "$FIRESTORE_JAR" > "$manifest"
  jar cfm "$WRAPPER_JAR" "$manifest"
  rm -f "$manifest"
  echo "setup: made $WRAPPER_JAR"
fi
