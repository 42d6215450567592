// FaceClassifier's quarter turns: by default every die is read as cut and turned and the two
// readings averaged; with set_second_turn_below only the dice whose first reading is less sure
// than the threshold are read a second time, and the others keep their first reading.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

#include "vision/dice/dice_reader.hpp"
#include "vision/dice/face_classifier.hpp"
#include "vision/synth/dice_scene.hpp"

namespace sv = scriptorium::vision;
using sv::synth::SolidKind;

namespace {

constexpr float kSure = 0.9f;
constexpr float kSame = 1e-4f;  // one crop read in batches of different sizes

float largest(const sv::FaceProbabilities& p) { return *std::max_element(p.begin(), p.end()); }

void expect_same(const sv::FaceProbabilities& got, const sv::FaceProbabilities& want) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t k = 0; k < got.size(); ++k) EXPECT_NEAR(got[k], want[k], kSame) << "class " << k;
}

}  // namespace

TEST(FaceClassifier, SecondTurnOnlyForDiceReadUnsurely) {
  const sv::DiceModels models = sv::DiceModels::numerals();
  const int classes = static_cast<int>(models.classes.size()) + 1;
  sv::FaceClassifier twice(models.faces, classes, models.crop);
  sv::FaceClassifier once(models.faces, classes, models.crop);
  once.set_second_turn_below(0.f);  // no reading is less sure than 0: never a second turn
  sv::FaceClassifier unsure_twice(models.faces, classes, models.crop);
  unsure_twice.set_second_turn_below(kSure);

  sv::SceneOptions opt;
  opt.solids = {SolidKind::d4, SolidKind::d6, SolidKind::d8};
  int kept = 0, read_again = 0;
  float turn_changes = 0.f;  // the largest difference a second turn made
  for (std::uint64_t seed = 600; seed < 610; ++seed) {
    const sv::SyntheticScene scene = sv::render_dice_scene(seed, opt);
    std::vector<cv::Point2f> centers;
    std::vector<float> sizes;
    for (const sv::LabelledDie& d : scene.dice) {
      centers.push_back(d.center);
      sizes.push_back(std::max(d.box.width, d.box.height));
    }
    const auto both = twice.classify(scene.image, centers, sizes);
    const auto first = once.classify(scene.image, centers, sizes);
    const auto got = unsure_twice.classify(scene.image, centers, sizes);
    ASSERT_EQ(got.size(), centers.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
      for (std::size_t k = 0; k < both[i].size(); ++k)
        turn_changes = std::max(turn_changes, std::abs(both[i][k] - first[i][k]));
      if (largest(first[i]) >= kSure) {
        ++kept;
        expect_same(got[i], first[i]);
      } else {
        ++read_again;
        expect_same(got[i], both[i]);
      }
    }
  }
  EXPECT_GT(kept, 0);
  EXPECT_GT(read_again, 0);
  EXPECT_GT(turn_changes, 0.01f) << "the second turn never changed a reading: the test shows nothing";
}
