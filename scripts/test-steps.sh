# Sourced by the test commands: a fresh report folder and `step NAME COMMAND...`, which runs each
# step even when an earlier one failed and remembers the failures for the closing summary.
results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"

failed_steps=()
step() {
  local name=$1
  shift
  echo "==> $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}
