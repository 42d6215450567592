// Feudum epoch scoring (a 5-player dawn of IV on a full 22-location map) and the final scoring at
// the dawn of V, in microseconds.
#include <benchmark/benchmark.h>

#include <string>

#include <nlohmann/json.hpp>

#include "engine/feudum/feudum_settings.hpp"
#include "engine/feudum/scoring.hpp"

namespace {

std::string five_player_state(int epoch) {
  const char* colours[] = {"blue", "green", "red", "yellow", "purple"};
  const char* regions[] = {"sea", "island", "forest", "desert", "badlands", "mountain"};
  const char* types[] = {"outpost", "farm", "town", "outpost", "farm", "town"};
  const char* guilds[] = {"farmer", "merchant", "alchemist", "knight", "noble", "monk"};
  nlohmann::json doc = {{"epoch", epoch}};
  for (int p = 0; p < 5; ++p) {
    doc["players"].push_back({{"color", colours[p]}, {"vp", 30 + p}, {"military_discs", p % 4},
                              {"epic_voyage", p == 4 ? 17 : 3 + 2 * p}, {"shillings", 5 + p}, {"wine_barrel", p % 4}});
  }
  doc["players"][0]["charters"] = {"eastern_realm", "wine_barrel"};
  doc["players"][1]["charters"] = {"isolated_realm"};
  for (int g = 0; g < 6; ++g) doc["guilds"][guilds[g]] = {colours[g % 5], colours[(g + 1) % 5], colours[(g + 2) % 5]};
  for (int i = 0; i < 22; ++i) {
    nlohmann::json loc = {{"region", regions[i % 6]}, {"ruler", colours[i % 5]}, {"realm", i % 2 ? "eastern" : "isolated"}};
    if (i % 5 == 0) {
      loc["type"] = "feudum";
      loc["guild"] = guilds[i % 6];
    } else {
      loc["type"] = types[i % 6];
    }
    if (i % 3 == 0) loc["serf"] = colours[(i + 1) % 5];
    if (i % 4 == 0) loc["landscape"] = {{"kind", "orchard"}, {"resources", i % 3}};
    doc["locations"].push_back(loc);
  }
  return doc.dump();
}

void run(benchmark::State& state, int epoch) {
  namespace f = scriptorium::feudum;
  const auto doc = nlohmann::json::parse(five_player_state(epoch));
  const auto input = f::parse_score(scriptorium::core::JsonCursor(doc));
  const scriptorium::core::Settings settings(f::settings_schema());
  for (auto _ : state) {
    auto outcome = f::score_dawn(input, settings);
    benchmark::DoNotOptimize(outcome);
  }
}

void BM_FeudumEpochScoring5p(benchmark::State& state) { run(state, 4); }
BENCHMARK(BM_FeudumEpochScoring5p)->Unit(benchmark::kMicrosecond);

void BM_FeudumFinalScoring5p(benchmark::State& state) { run(state, 5); }
BENCHMARK(BM_FeudumFinalScoring5p)->Unit(benchmark::kMicrosecond);

void BM_FeudumParseAndEpochScoring5p(benchmark::State& state) {
  namespace f = scriptorium::feudum;
  const std::string text = five_player_state(4);
  const scriptorium::core::Settings settings(f::settings_schema());
  for (auto _ : state) {
    const auto doc = nlohmann::json::parse(text);
    auto outcome = f::score_dawn(f::parse_score(scriptorium::core::JsonCursor(doc)), settings);
    benchmark::DoNotOptimize(outcome);
  }
}
BENCHMARK(BM_FeudumParseAndEpochScoring5p)->Unit(benchmark::kMicrosecond);

}  // namespace
