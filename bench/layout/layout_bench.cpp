// Time to read an ERA domain from one 1280x960 photo on one core (cv::setNumThreads(1)),
// decoding excluded: rectify, classify 81 cells against the taught appearance, group pieces.
#include <benchmark/benchmark.h>

#include <opencv2/core.hpp>

#include "tests/layout/layout_metrics.hpp"

namespace {

using namespace scriptorium;

void BM_ReadEraDomain1280x960(benchmark::State& state) {
  cv::setNumThreads(1);
  const era::Rules rules = era::default_rules();
  const auto model = test::taught_model(rules);
  // A few boards of different tilt and fill, read in turn.
  std::vector<vision::BoardScene> scenes;
  for (std::uint64_t i = 0; i < 4; ++i)
    scenes.push_back(vision::render_era_board(test::kTestSeed + 800 + i, rules));
  std::size_t next = 0, pieces = 0;
  for (auto _ : state) {
    const auto& scene = scenes[next++ % scenes.size()];
    const auto reading =
        vision::layout::read_era_layout(scene.image, test::registration_of(scene), model, rules);
    pieces = reading.domain.pieces.size();
    benchmark::DoNotOptimize(pieces);
  }
  state.counters["pieces"] = static_cast<double>(pieces);
}
BENCHMARK(BM_ReadEraDomain1280x960)->Unit(benchmark::kMillisecond);

}  // namespace
