#!/usr/bin/env bash
# ThreadSanitizer run of the parts that could run threads: the session store (SQLite, opened
# with SQLITE_OPEN_FULLMUTEX, and its crash test's writer processes) and the live-table pipeline
# (frame sources, stillness gate, voting, watch; OpenCV's own worker threads underneath).
# Builds only those test binaries in build-tsan/ (GCC, -fsanitize=thread) and runs them.
# Scriptorium's own code starts no threads today (docs/reliability.md); this run keeps it honest
# when that changes. Usage: bash scripts/tsan.sh [extra ctest -R regex]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${SCRIPTORIUM_TSAN_BUILD_DIR:-$root/build-tsan}"
jobs="${SCRIPTORIUM_JOBS:-$(nproc)}"
# The CLI-driven suites (store_failure_test, live_cli_test) would need the whole CLI under TSan;
# the library suites cover the same code paths in-process.
targets=(store_test store_writer live_test)
# -O1 -g1 as in the ASan pass: half the compile time of -O2 -g, and line numbers in reports.
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" -DSCRIPTORIUM_SANITIZE=thread \
  -DCMAKE_UNITY_BUILD="${SCRIPTORIUM_UNITY:-ON}" -DSCRIPTORIUM_BUILD_APP=OFF -DSCRIPTORIUM_BUILD_BENCH=OFF >/dev/null
build_status=0
cmake --build "$build" -j "$jobs" --target "${targets[@]}" -- -k 0 || build_status=1
# Reports wholly inside third-party libraries (not instrumented, not ours) are suppressed:
# GDAL, which OpenCV's imgcodecs loads, takes two of its own mutexes in both orders.
cat > "$build/tsan.supp" <<'SUPP'
deadlock:libgdal.so
SUPP
# halt_on_error: the first race fails the run; second_deadlock_stack for readable lock reports.
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$build/tsan.supp:${TSAN_OPTIONS:-}"
# GCC 12's TSan needs the classic address layout on kernels with high mmap randomisation.
run=()
if command -v setarch >/dev/null; then run=(setarch "$(uname -m)" -R); fi
start=$(date +%s)
status=$build_status
[ $build_status -eq 0 ] || echo "== some test binaries did not build: running the others"
for t in store_test live_test; do
  bin="$(find "$build/tests" -name "$t" -type f -perm -u+x | head -n 1)"
  echo "== $t"
  if [ -z "$bin" ]; then
    echo "== $t: not built"
    status=1
    continue
  fi
  # Its cases in $jobs processes side by side (GoogleTest's sharding; ctest runs them side by
  # side too): the generated videos' cases are most of the run under TSan.
  pids=()
  for ((shard = 0; shard < jobs; ++shard)); do
    (cd "$build" && GTEST_TOTAL_SHARDS=$jobs GTEST_SHARD_INDEX=$shard \
      SCRIPTORIUM_DB="$build/never-used.db" "${run[@]}" "$bin" --gtest_brief=1) &
    pids+=($!)
  done
  failed=0
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  if [ $failed -ne 0 ]; then
    status=1
    echo "== $t: FAILED"
  fi
done
echo "== ThreadSanitizer run: $(( $(date +%s) - start )) s, $([ $status -eq 0 ] && echo clean || echo FAILURES)"
exit $status
