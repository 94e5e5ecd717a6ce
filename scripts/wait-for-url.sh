#!/usr/bin/env bash
# wait-for-url.sh URL [SECONDS]: waits until URL answers 2xx, or fails after SECONDS (default 120).
set -euo pipefail
url=$1
deadline=$((SECONDS + ${2:-120}))
until curl -fsS -o /dev/null "$url" 2> /dev/null; do
  if [ "$SECONDS" -ge "$deadline" ]; then
    echo "wait-for-url: $url did not answer in time" >&2
    exit 1
  fi
  sleep 1
done
