// `medioevo odds` speed: one round of mixed armies, and a whole 20 vs 20 mixed battle, both with
// the optimal reroll policy, from a fresh calculator each time (no cache carried over).
#include <benchmark/benchmark.h>

#include "engine/core/json_input.hpp"
#include "engine/medioevo/odds.hpp"
#include "engine/medioevo/rules_settings.hpp"

namespace mu = scriptorium::medioevo;

namespace {

mu::BattleInput battle(const char* text, const scriptorium::core::Settings& settings) {
  const auto doc = nlohmann::json::parse(text);
  return mu::parse_battle(scriptorium::core::JsonCursor(doc), settings, false);
}

constexpr const char* kSmall = R"({"players": 4,
  "attacker": {"position": 1, "units": {"li": 3, "hi": 2, "cav": 1, "arc": 2, "cpt": [1]}},
  "defender": {"position": 3, "units": {"li": 2, "hi": 3, "cav": 2, "arc": 0},
               "building": "tower", "protection": "archers"}})";

// 20 units a side: LI, HI, CAV, ARC and a captain.
constexpr const char* kTwenty = R"({"players": 4,
  "attacker": {"position": 1, "units": {"li": 7, "hi": 6, "cav": 3, "arc": 3, "cpt": [2]}},
  "defender": {"position": 2, "units": {"li": 8, "hi": 6, "cav": 3, "arc": 2, "cpt": [1]},
               "building": "fortress", "protection": "melee"}})";

void BM_RoundOdds(benchmark::State& state) {
  const auto settings = mu::default_settings();
  const auto input = battle(kSmall, settings);
  for (auto _ : state) {
    mu::OddsCalculator calc(input, settings, mu::RerollPolicy::optimal);
    benchmark::DoNotOptimize(calc.round_odds());
  }
}
BENCHMARK(BM_RoundOdds)->Unit(benchmark::kMillisecond);

void BM_Battle20v20(benchmark::State& state) {
  const auto settings = mu::default_settings();
  const auto input = battle(kTwenty, settings);
  std::size_t states = 0;
  for (auto _ : state) {
    mu::OddsCalculator calc(input, settings, mu::RerollPolicy::optimal);
    const auto odds = calc.battle_odds();
    states = odds.states;
    benchmark::DoNotOptimize(odds);
  }
  state.counters["states"] = static_cast<double>(states);
}
BENCHMARK(BM_Battle20v20)->Unit(benchmark::kMillisecond);

}  // namespace
