// Time to read the dice of one image on one core (cv::setNumThreads(1)), decoding excluded.
#include <string>

#include <benchmark/benchmark.h>
#include <opencv2/core.hpp>

#include "bench/vision/bench_scenes.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/image/load_image.hpp"
#include "vision/synth/dice_scene.hpp"

namespace sv = scriptorium::vision;

namespace {

void run(benchmark::State& state, const cv::Mat& image,
         const sv::DiceModels& models = sv::DiceModels::pip_d6(), const sv::DiceReaderOptions& options = {}) {
  cv::setNumThreads(1);
  sv::DiceReader reader(options, models);
  std::size_t dice = 0;
  for (auto _ : state) {
    const sv::DiceObservation obs = reader.read(image);
    dice = obs.dice.size();
    benchmark::DoNotOptimize(dice);
  }
  state.counters["dice"] = static_cast<double>(dice);
}

// A real 640 x 640 photo of the held-out part of real-d6 (6 dice).
void BM_ReadRealPhoto640(benchmark::State& state) {
  run(state, sv::load_image(std::string(SCRIPTORIUM_SHARED_DIR) +
                            "/datasets/real-d6/train/IMG_20191209_095336.jpg"));
}
BENCHMARK(BM_ReadRealPhoto640)->Unit(benchmark::kMillisecond);

// A synthetic 640 x 640 scene.
void BM_ReadSynthetic640(benchmark::State& state) {
  run(state, sv::render_dice_scene(1000).image);
}
BENCHMARK(BM_ReadSynthetic640)->Unit(benchmark::kMillisecond);

using scriptorium::bench::twelve_dice_1280x960;

void BM_ReadSynthetic1280x960With12Dice(benchmark::State& state) {
  run(state, sv::render_dice_scene(2000, twelve_dice_1280x960()).image);
}
BENCHMARK(BM_ReadSynthetic1280x960With12Dice)->Unit(benchmark::kMillisecond);

// The same as the reader was before second peaks were merged (docs/accuracy.md): what the lower
// peak threshold and the up faces looked for cost.
void BM_ReadSynthetic1280x960With12DiceUnmerged(benchmark::State& state) {
  sv::DiceReaderOptions before;
  before.min_peak = 0.3f;
  before.same_face = 0.f;
  run(state, sv::render_dice_scene(2000, twelve_dice_1280x960()).image, sv::DiceModels::pip_d6(), before);
}
BENCHMARK(BM_ReadSynthetic1280x960With12DiceUnmerged)->Unit(benchmark::kMillisecond);

// The same with numeral d4, d6 and d8 read by the numeral networks (`--set medioevo`).
void BM_ReadNumerals1280x960With12Dice(benchmark::State& state) {
  sv::SceneOptions opt = twelve_dice_1280x960();
  opt.solids = {sv::synth::SolidKind::d4, sv::synth::SolidKind::d6, sv::synth::SolidKind::d8};
  run(state, sv::render_dice_scene(2000, opt).image, sv::DiceModels::numerals());
}
BENCHMARK(BM_ReadNumerals1280x960With12Dice)->Unit(benchmark::kMillisecond);

}  // namespace
