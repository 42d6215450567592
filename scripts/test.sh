#!/usr/bin/env bash
# README command 2: install, build, and run every test.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/scripts/setup.sh"
bash "$root/scripts/build.sh" "$@"
build="${SCRIPTORIUM_BUILD_DIR:-$root/build}"
# SCRIPTORIUM_CTEST_EXCLUDE: a regex of tests to leave out (CI's sanitizer pass uses it).
ctest --test-dir "$build" -j "${SCRIPTORIUM_JOBS:-$(nproc)}" --output-on-failure --timeout 600 \
  ${SCRIPTORIUM_CTEST_EXCLUDE:+-E "$SCRIPTORIUM_CTEST_EXCLUDE"}
