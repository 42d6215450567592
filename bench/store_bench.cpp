// How long one durable event append takes (WAL, synchronous=FULL: one fsync per event).
#include <benchmark/benchmark.h>

#include <filesystem>

#include "companion/store/session_store.hpp"

static void BM_AppendEvent(benchmark::State& state) {
  const auto path = std::filesystem::temp_directory_path() / "scriptorium-bench-store.db";
  std::filesystem::remove(path);
  auto store = scriptorium::store::open_session_store(path.string());
  const auto session = store->create_session("era", {"Ana", "Bruno"}, nlohmann::json::object());
  scriptorium::store::NewEvent event{scriptorium::store::EventKind::roll, "Ana", {}, {{"dice", {1, 2, 3, 4, 5}}}, {}, {}};
  for (auto _ : state) benchmark::DoNotOptimize(store->append_event(session, event));
  store.reset();
  for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(path.string() + suffix);
}
BENCHMARK(BM_AppendEvent)->Unit(benchmark::kMicrosecond);
