// Time to read a Discordia city from one 1280x960 photo on one core (cv::setNumThreads(1)),
// decoding excluded: rectify and normalise the map, classify its spots, count die pips.
#include <benchmark/benchmark.h>

#include <opencv2/core.hpp>

#include "tests/layout/city_metrics.hpp"

namespace {

using namespace scriptorium;

void BM_ReadDiscordiaCity1280x960(benchmark::State& state) {
  cv::setNumThreads(1);
  const auto model = test::taught_city_model();
  std::vector<vision::CityScene> scenes;  // a few maps of different tilt and fill, read in turn
  for (std::uint64_t i = 0; i < 4; ++i) scenes.push_back(vision::render_city(test::kCityTestSeed + 800 + i));
  std::size_t next = 0, plots = 0;
  for (auto _ : state) {
    const auto& scene = scenes[next++ % scenes.size()];
    const auto reading = vision::layout::read_city_layout(scene.image, test::city_registration_of(scene), model);
    plots = reading.city.plots.size();
    benchmark::DoNotOptimize(plots);
  }
  state.counters["plots"] = static_cast<double>(plots);
}
BENCHMARK(BM_ReadDiscordiaCity1280x960)->Unit(benchmark::kMillisecond);

}  // namespace
