#!/usr/bin/env bash
# README command 2: install, build, and run every test.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh" "$@"
build="${SCRIPTORIUM_BUILD_DIR:-$root/build}"
ctest --test-dir "$build" -j "${SCRIPTORIUM_JOBS:-$(nproc)}" --output-on-failure --timeout 600
