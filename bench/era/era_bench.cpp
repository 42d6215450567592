// ERA engine timings: a 4-player final score (the README demo game) and the walled area of a
// dense 9x9 and a 64x64 domain. Run: build-era/bench/era/bench_era
#include <benchmark/benchmark.h>

#include <random>

#include "engine/core/json_input.hpp"
#include "engine/era/geometry.hpp"
#include "engine/era/scoring.hpp"

namespace era = scriptorium::era;

namespace {

const era::Rules& rules() {
  static const era::Rules r = era::default_rules();
  return r;
}

std::vector<era::PlayerEnd> demo_game() {
  const auto doc = scriptorium::core::load_json_file(std::string(SCRIPTORIUM_SOURCE_DIR) + "/demo/era-game.json");
  return era::parse_game_end(scriptorium::core::JsonCursor(doc), rules());
}

// Nested square rings of wall cells with Keeps at the corners and buildings/scorched earth in
// between: dense, with several enclosures, like a late-game domain (and its 64x64 stress version).
era::Domain dense_domain(int side, unsigned seed) {
  era::Domain d;
  d.width = d.height = side;
  std::mt19937 rng(seed);
  std::vector<int> occ(static_cast<std::size_t>(side * side), 0);
  auto take = [&](era::PieceType t, std::vector<era::Cell> cells) {
    for (auto c : cells) {
      if (!d.on_board(c) || occ[static_cast<std::size_t>(d.index(c))] != 0) return;
    }
    for (auto c : cells) occ[static_cast<std::size_t>(d.index(c))] = 1;
    d.pieces.push_back({t, std::move(cells)});
  };
  for (int r = 1; r * 2 < side - 2; r += 3) {
    const int lo = r;
    const int hi = side - 1 - r;
    take(era::PieceType::keep, {{lo, lo}});
    take(era::PieceType::keep, {{hi, hi}});
    for (int start = lo + 1; start < hi; start += 6) {
      const int end = std::min(hi - 1, start + 5);
      if (end - start + 1 < 2) continue;
      std::vector<era::Cell> top, bottom, left, right;
      for (int k = start; k <= end; ++k) {
        top.push_back({k, lo});
        bottom.push_back({k, hi});
        left.push_back({lo, k});
        right.push_back({hi, k});
      }
      take(era::PieceType::wall, top);
      take(era::PieceType::wall, bottom);
      take(era::PieceType::wall, left);
      take(era::PieceType::wall, right);
    }
    take(era::PieceType::keep, {{hi, lo}});
    take(era::PieceType::keep, {{lo, hi}});
  }
  std::uniform_int_distribution<int> pos(0, side - 1);
  for (int k = 0; k < side * side; ++k) {
    const era::Cell c{pos(rng), pos(rng)};
    if (k % 3 == 0) {
      take(era::PieceType::scorched, {c});
    } else {
      take(era::PieceType::longhouse, {c, {c.x + 1, c.y}});
    }
  }
  return d;
}

void BM_FinalScore4Players(benchmark::State& state) {
  const auto players = demo_game();
  for (auto _ : state) {
    auto score = era::final_score(players, rules());
    benchmark::DoNotOptimize(score);
  }
}
BENCHMARK(BM_FinalScore4Players);

void BM_WalledArea(benchmark::State& state) {
  const auto d = dense_domain(static_cast<int>(state.range(0)), 42);
  for (auto _ : state) {
    const era::DomainView view(d, rules());
    benchmark::DoNotOptimize(view.walled_area());
  }
  state.counters["area"] = static_cast<double>(era::DomainView(d, rules()).walled_area());
  state.counters["pieces"] = static_cast<double>(d.pieces.size());
}
BENCHMARK(BM_WalledArea)->Arg(9)->Arg(64);

void BM_Disease(benchmark::State& state) {
  const auto d = dense_domain(static_cast<int>(state.range(0)), 42);
  const era::DomainView view(d, rules());
  for (auto _ : state) benchmark::DoNotOptimize(era::disease(view, rules()));
}
BENCHMARK(BM_Disease)->Arg(9)->Arg(64);

}  // namespace
