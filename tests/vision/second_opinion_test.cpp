// The pip reader's second opinion (DiceModels::second_opinion): a second face model's reading is
// averaged with the first's for every candidate (R11, docs/accuracy.md), so a die read by both
// networks alike is reported at the mean of their confidences, the sure ones too.
#include <cmath>
#include <cstdint>

#include <gtest/gtest.h>

#include "vision/dice/dice_reader.hpp"
#include "vision/synth/dice_scene.hpp"

namespace sv = scriptorium::vision;

namespace {

const sv::DieReading* at(const sv::DiceObservation& obs, cv::Point2f center) {
  for (const sv::DieReading& d : obs.dice)
    if (d.center == center) return &d;
  return nullptr;
}

}  // namespace

TEST(DiceSecondOpinion, AskedForEveryCandidate) {
  sv::DiceModels pair = sv::DiceModels::pip_d6();
  ASSERT_TRUE(pair.second_opinion.has_value());
  ASSERT_GT(pair.second_opinion->below, 1.f) << "asked only about some candidates";
  sv::DiceModels first = pair;
  first.second_opinion.reset();
  sv::DiceModels second = first;
  second.faces = pair.second_opinion->model;
  // Confidences as the networks say them: the mean is of probabilities, not of sharpened ones.
  pair.sharpen = first.sharpen = second.sharpen = 1.f;
  sv::DiceReaderOptions options;
  options.same_face = 0.f;  // keep every reading: a merge could pick the other of two peaks
  options.most_covered = 1.f;
  sv::DiceReader read_first(options, first);
  sv::DiceReader read_second(options, second);
  sv::DiceReader read_pair(options, pair);

  // Translucent and marbled dice, where the two networks differ most often.
  sv::SceneOptions opt;
  opt.translucent_share = opt.marbled_share = 0.5;
  int compared = 0, sure_changed = 0;
  for (std::uint64_t seed = 1100; seed < 1140; ++seed) {
    const sv::SyntheticScene scene = sv::render_dice_scene(seed, opt);
    const sv::DiceObservation a = read_first.read(scene.image);
    const sv::DiceObservation b = read_second.read(scene.image);
    const sv::DiceObservation both = read_pair.read(scene.image);
    for (const sv::DieReading& d : both.dice) {
      const sv::DieReading* x = at(a, d.center);
      const sv::DieReading* y = at(b, d.center);
      if (!x || !y || x->best_guess != d.best_guess || y->best_guess != d.best_guess) continue;
      EXPECT_NEAR(d.confidence, (x->confidence + y->confidence) / 2.f, 1e-5f) << "seed " << seed;
      sure_changed += x->confidence >= 0.9f && std::abs(d.confidence - x->confidence) > 1e-3f;
      ++compared;
    }
  }
  EXPECT_GT(compared, 100);
  EXPECT_GT(sure_changed, 0) << "no sure die changed: the second network was asked about unsure ones only";
}

// The pip models' sharpened confidence (DiceModels::sharpen) changes what is reported, never what
// is read: the same dice at the same places with the same values, each at least as sure as the
// networks said, the unsure ones surer.
TEST(DiceSharpenedConfidence, ReportsTheSameDiceSurer) {
  ASSERT_GT(sv::DiceModels::pip_d6().sharpen, 1.f);
  sv::DiceReaderOptions as_said;
  as_said.sharpen = 1.f;
  sv::DiceReader plain(as_said);
  sv::DiceReader sharpened;
  sv::SceneOptions opt;
  opt.translucent_share = opt.marbled_share = 0.5;  // where the networks are least sure
  int dice = 0, surer = 0;
  for (std::uint64_t seed = 1100; seed < 1120; ++seed) {
    const sv::SyntheticScene scene = sv::render_dice_scene(seed, opt);
    const sv::DiceObservation a = plain.read(scene.image);
    const sv::DiceObservation b = sharpened.read(scene.image);
    ASSERT_EQ(a.dice.size(), b.dice.size()) << "seed " << seed;
    for (std::size_t i = 0; i < a.dice.size(); ++i) {
      EXPECT_EQ(b.dice[i].center, a.dice[i].center) << "seed " << seed;
      EXPECT_EQ(b.dice[i].best_guess, a.dice[i].best_guess) << "seed " << seed;
      EXPECT_GE(b.dice[i].confidence, a.dice[i].confidence - 1e-6f) << "seed " << seed;
      surer += b.dice[i].confidence > a.dice[i].confidence + 0.01f;
      ++dice;
    }
  }
  EXPECT_GT(dice, 100);
  EXPECT_GT(surer, 0) << "no die read surer: the power did nothing";
}
