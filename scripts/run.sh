#!/usr/bin/env bash
# README command 1: install, build, and run Scriptorium on the bundled demo. With a display the
# app opens on a demo database; without one the CLI runs the demo in the terminal.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh"
build="${SCRIPTORIUM_BUILD_DIR:-$root/build}"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x "$build/companion/app/scriptorium-app" ]; then
  db="$build/demo/demo.db"
  bash "$root/scripts/demo.sh" --seed-only "$db"
  exec "$build/companion/app/scriptorium-app" --db "$db"
fi
exec bash "$root/scripts/demo.sh"
