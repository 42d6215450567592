#!/usr/bin/env bash
# Configures and builds Scriptorium into build/ (or $SCRIPTORIUM_BUILD_DIR).
# Extra arguments go to CMake's configure step, e.g. -DSCRIPTORIUM_BUILD_APP=OFF.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SCRIPTORIUM_BUILD_DIR:-$root/build}"
jobs="${SCRIPTORIUM_JOBS:-$(nproc)}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-Release}" "$@" >/dev/null
cmake --build "$build" -j "$jobs"
