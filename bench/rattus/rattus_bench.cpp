// A 5-player Rattus Cartus final score (majorities, gold, plague check, winners), in microseconds.
#include <benchmark/benchmark.h>

#include <nlohmann/json.hpp>

#include "engine/rattus/end_state.hpp"
#include "engine/rattus/rattus_settings.hpp"
#include "engine/rattus/scoring.hpp"

namespace {

const char* kFivePlayers = R"({"players": [
  {"name": "Ana", "influence": {"peasantry": 5, "bourgeoisie": 2, "church": 1, "chivalry": 3, "magic": 4, "royalty": 3},
   "hand": {"population": 3, "jokers": 1, "swords": 1, "gold": 2}, "vp_tokens": [2, 1], "rats": [5, 3, 1, 1]},
  {"name": "Bruno", "influence": {"peasantry": 3, "bourgeoisie": 2, "church": 4, "magic": 4, "royalty": 1},
   "hand": {"population": 6, "flutes": 2, "gold": 1}, "vp_tokens": [3], "rats": [5, 3, 1]},
  {"name": "Carla", "influence": {"bourgeoisie": 1, "church": 7, "chivalry": 3, "magic": 4},
   "hand": {"population": 4, "jokers": 2, "flutes": 2, "passes": 1, "gold": 1}, "vp_tokens": [1, 1], "rats": [3, 1]},
  {"name": "Dario", "influence": {"peasantry": 5, "church": 2, "chivalry": 1, "royalty": 6},
   "hand": {"population": 2, "swords": 3, "passes": 1, "gold": 3}, "vp_tokens": [2], "rats": [5, 5]},
  {"name": "Elena", "influence": {"peasantry": 1, "bourgeoisie": 6, "church": 2, "chivalry": 2, "magic": 1, "royalty": 1},
   "hand": {"population": 5, "jokers": 1, "swords": 1, "flutes": 1, "passes": 2}, "vp_tokens": [], "rats": [3, 3, 1]}],
 "influence_order": {
   "peasantry": ["Dario", "Ana", "Bruno", "Elena", "Carla"],
   "bourgeoisie": ["Bruno", "Ana", "Carla", "Elena", "Dario"],
   "church": ["Elena", "Dario", "Ana", "Bruno", "Carla"],
   "chivalry": ["Carla", "Ana", "Elena", "Dario", "Bruno"],
   "magic": ["Carla", "Bruno", "Ana", "Elena", "Dario"],
   "royalty": ["Ana", "Bruno", "Dario", "Elena", "Carla"]},
 "nun_row": [4, 3, 2, 1, 0], "treasury_used": true})";

void BM_RattusFinalScore5p(benchmark::State& state) {
  namespace r = scriptorium::rattus;
  const auto doc = nlohmann::json::parse(kFivePlayers);
  const auto end = r::parse_end_state(scriptorium::core::JsonCursor(doc));
  const scriptorium::core::Settings settings(r::settings_schema());
  for (auto _ : state) {
    auto result = r::score_end_state(end, settings);
    benchmark::DoNotOptimize(result);
  }
}
BENCHMARK(BM_RattusFinalScore5p)->Unit(benchmark::kMicrosecond);

// The whole `rattus score` path minus file I/O: JSON text -> validated state -> score.
void BM_RattusParseAndScore5p(benchmark::State& state) {
  namespace r = scriptorium::rattus;
  const scriptorium::core::Settings settings(r::settings_schema());
  for (auto _ : state) {
    const auto doc = nlohmann::json::parse(kFivePlayers);
    auto result = r::score_end_state(r::parse_end_state(scriptorium::core::JsonCursor(doc)), settings);
    benchmark::DoNotOptimize(result);
  }
}
BENCHMARK(BM_RattusParseAndScore5p)->Unit(benchmark::kMicrosecond);

}  // namespace
