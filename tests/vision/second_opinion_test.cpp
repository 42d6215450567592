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
  const sv::DiceModels with = sv::DiceModels::pip_d6();
  ASSERT_TRUE(with.second_opinion.has_value());
  sv::DiceModels alone = with;
  alone.second_opinion.reset();
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
