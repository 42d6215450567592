#!/usr/bin/env bash
# Configures and builds Scriptorium into build/ (or $SCRIPTORIUM_BUILD_DIR).
# Extra arguments go to CMake's configure step, e.g. -DSCRIPTORIUM_BUILD_APP=OFF.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SCRIPTORIUM_BUILD_DIR:-$root/build}"
jobs="${SCRIPTORIUM_JOBS:-$(nproc)}"
# Unity build: a target's .cpp files compiled in batches, so the heavy headers (OpenCV,
# nlohmann-json, Qt, GoogleTest) are parsed once per batch rather than once per file; a fresh
# build is most of what a new user and CI wait for. SCRIPTORIUM_UNITY=OFF builds file by file (as
# a plain `cmake -B build` does, the faster choice for edit-compile cycles).
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-Release}" \
  -DCMAKE_UNITY_BUILD="${SCRIPTORIUM_UNITY:-ON}" "$@" >/dev/null
cmake --build "$build" -j "$jobs"
