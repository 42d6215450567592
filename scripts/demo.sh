#!/usr/bin/env bash
# The CLI demo on the bundled demo/ files: what Scriptorium computes, step by step.
#   demo.sh                 run the demo in the terminal
#   demo.sh --seed-only DB  only fill DB with demo sessions (for the app)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SCRIPTORIUM_BUILD_DIR:-$root/build}"
cli="$build/companion/cli/scriptorium"
demo="$root/demo"
workdir="$(mktemp -d)"
trap 'rm -rf "$workdir"' EXIT

seed() {
  local db="$1"
  mkdir -p "$(dirname "$db")"
  if [ ! -s "$db" ]; then
    "$cli" --db "$db" session new --game era --players "Ana,Bruno,Carla" >/dev/null
    "$cli" --db "$db" session new --game medioevo --players "Blue,Red" >/dev/null
  fi
}

if [ "${1:-}" = "--seed-only" ]; then
  seed "$2"
  exit 0
fi

bold="" plain=""
if [ -t 1 ]; then bold=$'\033[1m' plain=$'\033[0m'; fi
step() {
  printf '\n%s== %s%s\n$ scriptorium %s\n' "$bold" "$1" "$plain" "${*:2}"
  "$cli" "${@:2}"
}

echo "Scriptorium $("$cli" --version | cut -d' ' -f2): demo on the bundled files in demo/ (no camera attached)"
export SCRIPTORIUM_DB="$workdir/demo.db"  # the demo never touches the user's own sessions
step "Start a session" session new --game era --players "Ana,Bruno,Carla"
step "Sessions so far" session list
echo
echo "Demo finished."
