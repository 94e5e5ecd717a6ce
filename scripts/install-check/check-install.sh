#!/usr/bin/env bash
# check-install.sh [DIR]: fails when the lockfile would not install as it stands.
# 1. `npm ci --dry-run` must accept the lockfile: package.json and package-lock.json agree,
#    optional platform packages included, so pipelines that install with `npm ci` work.
# 2. In a git checkout, installing must not have changed a tracked manifest: a rewritten
#    package-lock.json means the versions installed are not the ones that were reviewed.
set -uo pipefail
dir=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
cd "$dir" || exit 1

if ! output=$(npm ci --dry-run --ignore-scripts --no-audit --no-fund 2>&1); then
  echo "install check: package-lock.json is out of step with package.json; 'npm ci' refuses it:" >&2
  echo "$output" | grep -E 'npm error (Missing|Invalid|.*in sync)' | head -5 >&2
  echo "install check: run 'npm install' and commit the updated package-lock.json." >&2
  exit 1
fi

if git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
  changed=$(git status --porcelain --untracked-files=no -- package-lock.json '**/package.json' package.json)
  # On a clean clone (CI) any change is the install's doing; locally it may be an edit in progress.
  if [ -n "$changed" ] && [ "${CI:-}" = "true" ]; then
    echo "install check: installing changed tracked files, so the lockfile was not what npm installs:" >&2
    echo "$changed" >&2
    echo "install check: run 'npm install' and commit the updated package-lock.json." >&2
    exit 1
  elif [ -n "$changed" ]; then
    echo "install check: note: uncommitted manifest changes (commit them with the lockfile):" >&2
    echo "$changed" >&2
  fi
fi
echo "install check: package-lock.json installs as committed"
