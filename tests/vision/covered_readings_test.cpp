// A reading whose upright box lies mostly inside a surer reading's is dropped when it is unsure
// (DiceModels::most_covered, covered_at_most; R12, R13 in docs/accuracy.md): a patch beside a die,
// not a die half hidden under another, which the networks still read surely.
#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "vision/dice/dice_reader.hpp"
#include "vision/synth/dice_scene.hpp"

namespace sv = scriptorium::vision;

namespace {

float share_inside(const cv::Rect& a, const cv::Rect& b) {
  return static_cast<float>((a & b).area()) / static_cast<float>(a.area());
}

// Scenes, by seed, where every die lies beside another: their boxes overlap, and second peaks
// are common.
std::vector<std::pair<std::uint64_t, sv::SyntheticScene>> touching_scenes() {
  sv::SceneOptions opt;
  opt.touching_share = 1.0;
  std::vector<std::pair<std::uint64_t, sv::SyntheticScene>> scenes;
  for (std::uint64_t seed = 1000; seed < 1030; ++seed)
    scenes.emplace_back(seed, sv::render_dice_scene(seed, opt));
  return scenes;
}

// Pairs of readings each lying more than `share` inside the other's box; `sure` of them also
// have a reading confident above `sure_above`.
struct Overlaps {
  int pairs = 0;
  int sure = 0;
};

Overlaps overlaps(const sv::DiceObservation& obs, float share, float sure_above) {
  Overlaps o;
  for (std::size_t a = 0; a < obs.dice.size(); ++a) {
    for (std::size_t b = a + 1; b < obs.dice.size(); ++b) {
      const sv::DieReading& x = obs.dice[a];
      const sv::DieReading& y = obs.dice[b];
      if (std::min(share_inside(x.box, y.box), share_inside(y.box, x.box)) <= share) continue;
      ++o.pairs;
      o.sure += std::max(x.confidence, y.confidence) > sure_above;
    }
  }
  return o;
}

}  // namespace

TEST(DiceCoveredReadings, NoReadingLiesMostlyInsideAnother) {
  constexpr float kShare = 0.3f;
  sv::DiceReaderOptions keep;
  keep.most_covered = 1.f;
  sv::DiceReaderOptions drop = keep;
  drop.most_covered = kShare;
  drop.covered_at_most = 1.f;  // every reading, however sure
  sv::DiceReader read_all(keep);
  sv::DiceReader read_dropping(drop);
  int before = 0;
  for (const auto& [seed, scene] : touching_scenes()) {
    before += overlaps(read_all.read(scene.image), kShare, 1.f).pairs;
    EXPECT_EQ(overlaps(read_dropping.read(scene.image), kShare, 1.f).pairs, 0) << "seed " << seed;
  }
  EXPECT_GT(before, 0) << "no two readings overlapped: the scenes do not test the rule";
}

TEST(DiceCoveredReadings, SureReadingsAreKept) {
  constexpr float kShare = 0.3f, kAtMost = 0.6f;
  sv::DiceReaderOptions keep;
  keep.most_covered = 1.f;
  sv::DiceReaderOptions drop = keep;
  drop.most_covered = kShare;
  drop.covered_at_most = kAtMost;
  sv::DiceReader read_all(keep);
  sv::DiceReader read_dropping(drop);
  int before = 0, kept = 0;
  for (const auto& [seed, scene] : touching_scenes()) {
    before += overlaps(read_all.read(scene.image), kShare, kAtMost).sure;
    const Overlaps after = overlaps(read_dropping.read(scene.image), kShare, kAtMost);
    EXPECT_EQ(after.sure, after.pairs) << "an unsure reading kept inside another's box, seed " << seed;
    kept += after.pairs;
  }
  EXPECT_GT(kept, 0) << "no overlapping pair kept: sure readings were dropped too";
  EXPECT_LE(kept, before);
}
