// Time to read the dice of one image on one core (cv::setNumThreads(1)), decoding excluded.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>
#include <opencv2/core.hpp>

#include "bench/vision/bench_scenes.hpp"
#include "vision/dice/bare_table.hpp"
#include "vision/dice/close_look.hpp"
#include "vision/dice/dice_detector.hpp"
#include "vision/dice/dice_evaluation.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/dice/die_color.hpp"
#include "vision/dice/face_classifier.hpp"
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

// The same without the second face model (DiceModels::second_opinion): what consulting it for
// the unsure dice costs.
void BM_ReadSynthetic1280x960With12DiceOneFaceModel(benchmark::State& state) {
  sv::DiceModels one = sv::DiceModels::pip_d6();
  one.second_opinion.reset();
  run(state, sv::render_dice_scene(2000, twelve_dice_1280x960()).image, one);
}
BENCHMARK(BM_ReadSynthetic1280x960With12DiceOneFaceModel)->Unit(benchmark::kMillisecond);

// The same with numeral d4, d6 and d8 read by the numeral networks (`--set medioevo`).
void BM_ReadNumerals1280x960With12Dice(benchmark::State& state) {
  sv::SceneOptions opt = twelve_dice_1280x960();
  opt.solids = {sv::synth::SolidKind::d4, sv::synth::SolidKind::d6, sv::synth::SolidKind::d8};
  run(state, sv::render_dice_scene(2000, opt).image, sv::DiceModels::numerals());
}
BENCHMARK(BM_ReadNumerals1280x960With12Dice)->Unit(benchmark::kMillisecond);

// The numeral reader's stages on the same image, each alone: where its time goes.
struct NumeralStages {
  sv::DiceModels models = sv::DiceModels::numerals();
  cv::Mat image;
  std::vector<cv::Point2f> centers;  // the detector's candidates
  std::vector<float> sizes;
  std::vector<cv::Point2f> d4_centers;  // the scene's d4s, where the close look reads
  std::vector<float> d4_sizes;

  NumeralStages() {
    sv::SceneOptions opt = twelve_dice_1280x960();
    opt.solids = {sv::synth::SolidKind::d4, sv::synth::SolidKind::d6, sv::synth::SolidKind::d8};
    const sv::SyntheticScene scene = sv::render_dice_scene(2000, opt);
    image = scene.image;
    for (const sv::DieCandidate& c : sv::DiceDetector(models.detector).detect(image, models.min_peak)) {
      centers.push_back(c.center);
      sizes.push_back(c.size);
    }
    for (const sv::LabelledDie& d : scene.dice) {
      if (d.kind != models.close_look->kind) continue;
      d4_centers.push_back(d.center);
      d4_sizes.push_back(std::max(d.box.width, d.box.height));
    }
  }
};

// A reader's detector alone on `image`.
void time_detector(benchmark::State& state, const sv::DiceModels& models, const cv::Mat& image) {
  cv::setNumThreads(1);
  sv::DiceDetector detector(models.detector);
  std::size_t dice = 0;
  for (auto _ : state) {
    dice = detector.detect(image, models.min_peak).size();
    benchmark::DoNotOptimize(dice);
  }
  state.counters["dice"] = static_cast<double>(dice);
}

void BM_NumeralStageDetector(benchmark::State& state) {
  const NumeralStages s;
  time_detector(state, s.models, s.image);
}
BENCHMARK(BM_NumeralStageDetector)->Unit(benchmark::kMillisecond);

// The pip reader's detector alone, on BM_ReadSynthetic1280x960With12Dice's image.
void BM_PipStageDetector(benchmark::State& state) {
  time_detector(state, sv::DiceModels::pip_d6(), sv::render_dice_scene(2000, twelve_dice_1280x960()).image);
}
BENCHMARK(BM_PipStageDetector)->Unit(benchmark::kMillisecond);

// What naming the colours after the photo's white point costs: exposure_gain on
// BM_ReadSynthetic1280x960With12Dice's image (once per image read).
void BM_PipStageExposureGain(benchmark::State& state) {
  const cv::Mat image = sv::render_dice_scene(2000, twelve_dice_1280x960()).image;
  for (auto _ : state) benchmark::DoNotOptimize(sv::exposure_gain(image));
}
BENCHMARK(BM_PipStageExposureGain)->Unit(benchmark::kMicrosecond);

// The bare table's filter alone (dice read --bare-table), on what the pip reader reported on a
// printed cloth (640 x 640, seed 3200 of the printed test scenes), on the numeral reader's many
// reports on a speckled table (seed 3400) and on the 1280 x 960 benchmark scene's 12 dice: the
// cost per photo grows with the reports.
void bare_table_filter(benchmark::State& state, sv::SceneOptions opt, std::uint64_t seed,
                       const sv::DiceModels& models) {
  cv::setNumThreads(1);
  opt.bare_table_shift = 0.15;
  const sv::SyntheticScene scene = sv::render_dice_scene(seed, opt);
  const sv::DiceObservation read = sv::DiceReader({}, models).read(scene.image);
  const sv::BareTable table(scene.bare_table);
  for (auto _ : state) {
    sv::DiceObservation obs = read;
    table.drop_table_patches(scene.image, obs);
    benchmark::DoNotOptimize(obs.dice.data());
  }
  state.counters["reports"] = static_cast<double>(read.dice.size());
}
void BM_BareTablePrintedCloth(benchmark::State& state) {
  sv::SceneOptions opt;
  opt.printed_table_share = 1.0;
  bare_table_filter(state, opt, 3200, sv::DiceModels::pip_d6());
}
BENCHMARK(BM_BareTablePrintedCloth)->Unit(benchmark::kMillisecond);
void BM_BareTableNumeralsOnSpeckles(benchmark::State& state) {
  sv::SceneOptions opt;
  opt.solids = {sv::synth::SolidKind::d4, sv::synth::SolidKind::d6, sv::synth::SolidKind::d8};
  opt.speckled_table_share = 1.0;
  bare_table_filter(state, opt, 3400, sv::DiceModels::numerals());
}
BENCHMARK(BM_BareTableNumeralsOnSpeckles)->Unit(benchmark::kMillisecond);
void BM_BareTable1280x960With12Dice(benchmark::State& state) {
  bare_table_filter(state, twelve_dice_1280x960(), 2000, sv::DiceModels::pip_d6());
}
BENCHMARK(BM_BareTable1280x960With12Dice)->Unit(benchmark::kMillisecond);

// unsure_only:1 as the reader (a second turn only for dice read unsurely), 0: every die twice.
void BM_NumeralStageClassifier(benchmark::State& state) {
  cv::setNumThreads(1);
  const NumeralStages s;
  sv::FaceClassifier faces(s.models.faces, static_cast<int>(s.models.classes.size()) + 1, s.models.crop);
  if (state.range(0) != 0 && s.models.second_turn_below)
    faces.set_second_turn_below(*s.models.second_turn_below);
  for (auto _ : state) benchmark::DoNotOptimize(faces.classify(s.image, s.centers, s.sizes));
  state.counters["dice"] = static_cast<double>(s.centers.size());
}
BENCHMARK(BM_NumeralStageClassifier)->ArgName("unsure_only")->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond);

// unsure_only as BM_NumeralStageClassifier's, for the d4 close look.
void BM_NumeralStageD4CloseLook(benchmark::State& state) {
  cv::setNumThreads(1);
  const NumeralStages s;
  sv::CloseLook look = *s.models.close_look;
  if (state.range(0) == 0) look.second_turn_below.reset();  // unset: every d4 read in every view
  sv::CloseLookReader close(look, s.models.classes);
  for (auto _ : state) benchmark::DoNotOptimize(close.read(s.image, s.d4_centers, s.d4_sizes));
  state.counters["dice"] = static_cast<double>(s.d4_centers.size());
}
BENCHMARK(BM_NumeralStageD4CloseLook)->ArgName("unsure_only")->Arg(1)->Arg(0)->Unit(benchmark::kMillisecond);

}  // namespace
