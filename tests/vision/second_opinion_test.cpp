// The pip reader's second opinion (DiceModels::second_opinion): a second face model's reading is
// averaged in only for the dice the first model reads less surely than the bar, so every die the
// first model reads surely is reported exactly as without it, and some unsure ones change.
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

TEST(DiceSecondOpinion, OnlyForDiceReadUnsurely) {
  sv::DiceModels with = sv::DiceModels::pip_d6();
  ASSERT_TRUE(with.second_opinion.has_value());
  sv::DiceModels alone = with;
  alone.second_opinion.reset();
  // The second opinion's threshold is in the first network's probabilities; a sharpened confidence
  // (DiceModels::sharpen) would put dice read at 0.85 above it.
  with.sharpen = alone.sharpen = 1.f;
  sv::DiceReaderOptions options;
  options.same_face = 0.f;  // keep every reading: a merge could pick the other of two peaks
  sv::DiceReader first(options, alone);
  sv::DiceReader both(options, with);

  // Translucent and marbled dice, where the first model is unsure most often.
  sv::SceneOptions opt;
  opt.translucent_share = opt.marbled_share = 0.5;
  int kept = 0, changed = 0;
  for (std::uint64_t seed = 1100; seed < 1140; ++seed) {
    const sv::SyntheticScene scene = sv::render_dice_scene(seed, opt);
    const sv::DiceObservation a = first.read(scene.image);
    const sv::DiceObservation b = both.read(scene.image);
    for (const sv::DieReading& d : a.dice) {
      const sv::DieReading* e = at(b, d.center);
      if (d.confidence >= with.second_opinion->below) {
        ASSERT_NE(e, nullptr) << "seed " << seed;
        EXPECT_EQ(e->best_guess, d.best_guess) << "seed " << seed;
        EXPECT_EQ(e->confidence, d.confidence) << "seed " << seed;
        ++kept;
      } else if (e && std::abs(e->confidence - d.confidence) > 1e-3) {
        ++changed;
      }
    }
  }
  EXPECT_GT(kept, 100);
  EXPECT_GT(changed, 0) << "the second opinion never changed a reading: the test shows nothing";
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
