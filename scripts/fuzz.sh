#!/usr/bin/env bash
# Fuzz every target (or the named ones) with libFuzzer for SECONDS each (default 60).
# Builds with clang + ASan + UBSan into build-fuzz/; new corpus entries go to a scratch folder,
# crashing inputs to fuzz/findings/<target>/ (with the full log of the last run, last-run.log).
# An input that runs longer than FUZZ_TIMEOUT seconds (default 25) is a finding (a hang).
# Prints executions and coverage per target (the "DONE" line: cov = edges, ft = features).
# SCRIPTORIUM_FUZZ_NO_BUILD=1 skips the build (to run a second batch beside one already running).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-60}"
shift || true
command -v clang++ >/dev/null || { echo "error: clang++ not found (apt-get install clang libclang-rt-14-dev)" >&2; exit 1; }
build="$root/build-fuzz"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(ls "$root/fuzz/corpus")
fi
if [ "${SCRIPTORIUM_FUZZ_NO_BUILD:-0}" != 1 ]; then
  CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DSCRIPTORIUM_FUZZ=ON -DSCRIPTORIUM_SANITIZE=ON -DSCRIPTORIUM_BUILD_APP=OFF -DSCRIPTORIUM_BUILD_TESTS=OFF \
    -DSCRIPTORIUM_BUILD_BENCH=OFF >/dev/null
  cmake --build "$build" -j "${SCRIPTORIUM_JOBS:-$(nproc)}" --target "${targets[@]/#/fuzz_}"
fi
for t in "${targets[@]}"; do
  scratch="$(mktemp -d)"
  mkdir -p "$root/fuzz/findings/$t"
  log="$root/fuzz/findings/$t/last-run.log"
  echo "== $t: ${seconds}s ($(date -u +%FT%TZ))"
  start=$(date +%s)
  "$build/fuzz/fuzz_$t" "$scratch" "$root/fuzz/corpus/$t" -max_total_time="$seconds" -rss_limit_mb=2048 \
    -timeout="${FUZZ_TIMEOUT:-25}" -artifact_prefix="$root/fuzz/findings/$t/" -print_final_stats=1 >"$log" 2>&1 || true
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+[[:space:]]+DONE)|ERROR|SUMMARY" "$log" || true
  echo "   wall time $(( $(date +%s) - start )) s; log $log"
  rm -rf "$scratch"
done
