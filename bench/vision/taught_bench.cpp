// Time to read taught icon dice (`dice read --set NAME`) in one image on one core, decoding
// excluded: one set of six faces, and four such sets read at once as `--set era` reads ERA's
// yellow, blue, gray and white dice. Taught as the tests teach (three photos per face).
#include <cstddef>
#include <utility>

#include <benchmark/benchmark.h>
#include <opencv2/core.hpp>

#include "bench/vision/bench_scenes.hpp"
#include "tests/vision/taught_icons.hpp"
#include "vision/dice/taught_set.hpp"
#include "vision/synth/dice_scene.hpp"

namespace sv = scriptorium::vision;
namespace st = scriptorium::test;

namespace {

// 1280 x 960 with 12 yellow icon dice, as the pip benchmark's scene.
cv::Mat twelve_icon_dice() {
  return sv::render_dice_scene(2000, scriptorium::bench::twelve_dice_1280x960(st::icon_scenes(6))).image;
}

void run(benchmark::State& state, const sv::TaughtSet& set) {
  cv::setNumThreads(1);
  const cv::Mat image = twelve_icon_dice();
  sv::TaughtDiceReader reader(set);
  std::size_t dice = 0;
  for (auto _ : state) {
    dice = reader.read(image).dice.size();
    benchmark::DoNotOptimize(dice);
  }
  state.counters["dice"] = static_cast<double>(dice);
}

void BM_ReadTaught1280x960With12Dice(benchmark::State& state) { run(state, st::teach_icons(6, 3)); }
BENCHMARK(BM_ReadTaught1280x960With12Dice)->Unit(benchmark::kMillisecond);

void BM_ReadFourTaughtSets1280x960With12Dice(benchmark::State& state) {
  sv::TaughtSet sets("era");
  for (const auto& [palette, name] : {std::pair{6, "era-yellow"}, std::pair{4, "era-blue"},
                                      std::pair{9, "era-gray"}, std::pair{0, "era-white"}})
    sets.merge(st::teach_icons(palette, 3, name));
  run(state, sets);
}
BENCHMARK(BM_ReadFourTaughtSets1280x960With12Dice)->Unit(benchmark::kMillisecond);

}  // namespace
