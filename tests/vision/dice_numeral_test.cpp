// The numeral reader (d4, numeral d6, d8: Medioevo's dice) on generated scenes it never saw:
// tools/dice/train_numerals.py trains on seeds 400000.. and reports on 500..559; these tests
// read seeds 600..659 and 700..729 at 640 x 640, and 7400.., 7600.., 7700.. at 1280 x 960. Issue 6
// asks >= 0.995 (d6) and >= 0.98 (d4, d8); the numeral d6 and the d8 meet it since 2026-11-26, the
// d4 at 1280 x 960 but not at 640 x 640, where many of its d4s span under 50 pixels
// (docs/accuracy.md), and the floors below guard what the reader does. The d4 and mixed floors
// hold only with the d4 close look (without it: d4 0.745, mixed 0.905).
#include <cstdint>
#include <map>
#include <string>
#include <tuple>

#include <gtest/gtest.h>

#include "tests/vision/print_metrics.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/synth/dice_scene.hpp"

namespace sv = scriptorium::vision;
using scriptorium::test::expect_floors;
using scriptorium::test::expect_meaningful_confidence;
using scriptorium::test::Floors;
using sv::synth::SolidKind;

namespace {

// Precision, recall, value accuracy, confident accuracy: measured on 2026-11-27 with the d4 close
// look on 48x48 crops, the d4 and mixed value floors again on 2026-11-29 with it on upright crops
// (0.9576 and 0.9868), the d4's on 2026-12-01 with the unsure d4s read in three upright views
// (0.9636, confident 0.9755), rounded down (the numeral d6 read every die: its floors are the
// issue's 0.995).
constexpr Floors kMixedNumeralFloors{0.99, 0.995, 0.985, 0.985};
constexpr Floors kD4Floors{0.99, 0.995, 0.96, 0.97};
constexpr Floors kD6Floors{0.99, 0.995, 0.995, 0.995};
constexpr Floors kD8Floors{0.99, 0.995, 0.985, 0.99};

// The issue's floors: 0.995 for the numeral d6, 0.98 for the d4 and the d8.
constexpr Floors kIssueD6Floors{0.995, 0.995, 0.995, 0.995};
constexpr Floors kIssueD4D8Floors{0.98, 0.98, 0.98, 0.98};

sv::DiceEvaluation read_numeral_scenes(const std::vector<SolidKind>& kinds, std::uint64_t first, int count,
                                       cv::Size size = {640, 640}) {
  sv::SceneOptions opt;
  opt.solids = kinds;
  sv::set_scene_size(opt, size.width, size.height);
  sv::DiceReader reader({}, sv::DiceModels::numerals());
  sv::DiceEvaluation e;
  for (int i = 0; i < count; ++i) {
    const auto scene = sv::render_dice_scene(first + static_cast<std::uint64_t>(i), opt);
    sv::score_observation(scene.dice, reader.read(scene.image), e);
  }
  return e;
}

}  // namespace

TEST(DiceNumeralReader, MixedD4D6D8ScenesMeetFloors) {
  const auto e = read_numeral_scenes({SolidKind::d4, SolidKind::d6, SolidKind::d8}, 600, 60);
  expect_floors("numeral d4+d6+d8 640x640 seeds 600-659", e, kMixedNumeralFloors);
  // Measured 2026-12-01: 338 of 341 read at 0.9 or more right, calibration error 0.0339.
  expect_meaningful_confidence("numeral d4+d6+d8 640x640 seeds 600-659", e, 0.99, 0.04);
}

// Each kind alone, so a weak kind cannot hide behind the others.
TEST(DiceNumeralReader, EachKindMeetsItsFloors) {
  const std::map<SolidKind, std::pair<const char*, Floors>> kinds{
      {SolidKind::d4, {"d4", kD4Floors}}, {SolidKind::d6, {"numeral d6", kD6Floors}}, {SolidKind::d8, {"d8", kD8Floors}}};
  for (const auto& [kind, what] : kinds) {
    const auto e = read_numeral_scenes({kind}, 700, 30);
    expect_floors(std::string(what.first) + " 640x640 seeds 700-729", e, what.second);
  }
}

// The benchmark's 1280 x 960, where the generator's dice span 60 to 165 pixels (32 to 82 at 640 x
// 640): each kind meets the issue's floors, the d4 included, whose misreads at 640 x 640 are the
// dice under 50 pixels (docs/accuracy.md, "The d4 by its size"). Seeds 7400.., 7600.., 7700..,
// never tuned on; measured 2026-12-05: d4 187 dice, precision 0.9894, values 1.0; d8 222, 1.0,
// 0.991 (2 unsure); numeral d6 244, 0.9959, 0.9959.
TEST(DiceNumeralReader, EachKindAt1280x960MeetsTheIssuesFloors) {
  const std::map<SolidKind, std::tuple<const char*, std::uint64_t, Floors>> kinds{
      {SolidKind::d4, {"d4", 7400, kIssueD4D8Floors}},
      {SolidKind::d8, {"d8", 7600, kIssueD4D8Floors}},
      {SolidKind::d6, {"numeral d6", 7700, kIssueD6Floors}}};
  for (const auto& [kind, what] : kinds) {
    const auto& [name, first, floors] = what;
    const auto e = read_numeral_scenes({kind}, first, 30, {1280, 960});
    expect_floors(std::string(name) + " 1280x960 seeds " + std::to_string(first) + "-" + std::to_string(first + 29),
                  e, floors);
  }
}
