// Accuracy floors of the pip-d6 reader on real photos (../shared/datasets/real-d6/train). The
// split was fixed before any tuning: label files sorted by name, the first half (2019-12-08) is
// the development part the models were trained and tuned on, the second half (2019-12-09) is
// held out. The floors sit just under the figures measured on 2026-12-03 (docs/accuracy.md), so
// a regression fails.
#include <cstdio>
#include <string>

#include <gtest/gtest.h>

#include "vision/dice/dice_evaluation.hpp"
#include "tests/vision/print_metrics.hpp"
#include "vision/dice/dice_reader.hpp"

namespace sv = scriptorium::vision;

namespace {

using scriptorium::test::expect_floors;
using scriptorium::test::expect_meaningful_confidence;
using scriptorium::test::Floors;
using scriptorium::test::or_nan;

// Precision, recall, value accuracy, confident accuracy (measured on 2026-12-05 with the networks
// trained with printed cloths too, R9: 0.9983, 1.0, 0.9845 and 0.9845, rounded down; see
// docs/accuracy.md).
// Issue 6 asks 0.97 held out.
constexpr Floors kHeldoutFloors{0.99, 0.995, 0.98, 0.98};
constexpr Floors kDevFloors{0.99, 0.995, 0.995};

const std::string kRealD6 = std::string(SCRIPTORIUM_SHARED_DIR) + "/datasets/real-d6/train";

// The dice's colours, named by eye (the dataset's labels name none; docs/accuracy.md "Colour names
// on the real photos").
const std::string kColours = std::string(SCRIPTORIUM_TEST_DATA) + "/real-d6/";

sv::DiceEvaluation evaluate(sv::SplitPart part, const std::string& colours) {
  auto set = sv::load_labelled_folder(kRealD6, part);
  sv::add_color_labels(set, kColours + colours);
  sv::DiceReader reader;
  return sv::evaluate_dice(set, [&](const cv::Mat& image) { return reader.read(image); });
}

}  // namespace

TEST(DiceRealD6, HeldOutPartMeetsFloors) {
  const sv::DiceEvaluation e = evaluate(sv::SplitPart::kSecondHalf, "heldout-colors.json");
  ASSERT_EQ(e.images, 100);
  ASSERT_EQ(e.truth, 582);  // labelled dice of the held-out part
  EXPECT_TRUE(e.skipped.empty());
  expect_floors("real-d6 held-out", e, kHeldoutFloors);
  // Measured 2026-12-05: 562 of the 566 dice read at 0.9 or more right (0.9929), calibration
  // error 0.0040 with the sharpened confidence (0.0322 without; docs/accuracy.md, "What the
  // confidence means").
  expect_meaningful_confidence("real-d6 held-out", e, 0.99, 0.01);
  // Colour names, measured 2026-12-05: 563 of 582 (0.9674; 512 before the exposure gain and the
  // faint-hue rule, 554 before the body colour's peak, all developed on the other day).
  std::printf("[metrics] real-d6 held-out colours: %d of %d named right (%.4f)\n", e.colors_right,
              e.colors_labelled, or_nan(e.color_accuracy()));
  EXPECT_EQ(e.colors_labelled, 582);
  EXPECT_GE(e.color_accuracy(), 0.965);
}

TEST(DiceRealD6, DevelopmentPartMeetsFloors) {
  const sv::DiceEvaluation e = evaluate(sv::SplitPart::kFirstHalf, "dev-colors.json");
  ASSERT_EQ(e.images, 100);
  ASSERT_EQ(e.truth, 905);
  expect_floors("real-d6 development", e, kDevFloors);
  // Colour names (the day the naming was developed on), measured 2026-12-05: 890 of 904 (0.9845).
  std::printf("[metrics] real-d6 development colours: %d of %d named right (%.4f)\n", e.colors_right,
              e.colors_labelled, or_nan(e.color_accuracy()));
  EXPECT_GE(e.color_accuracy(), 0.98);
}
