// Accuracy floors of the pip-d6 reader on real photos (../shared/datasets/real-d6/train). The
// split was fixed before any tuning: label files sorted by name, the first half (2019-12-08) is
// the development part the models were trained and tuned on, the second half (2019-12-09) is
// held out. The floors sit just under the figures measured on 2026-12-03 (docs/accuracy.md), so
// a regression fails.
#include <cmath>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

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

// The held-out photos as another camera would take them: `change` applied to each photo before it
// is read, `scale` its size against the original (the readings are scaled back to the labels).
sv::DiceEvaluation evaluate_changed(const std::function<cv::Mat(const cv::Mat&)>& change, double scale) {
  const auto set = sv::load_labelled_folder(kRealD6, sv::SplitPart::kSecondHalf);
  sv::DiceReader reader;
  const auto back = [scale](int v) { return static_cast<int>(std::lround(v / scale)); };
  return sv::evaluate_dice(set, [&](const cv::Mat& image) {
    sv::DiceObservation obs = reader.read(change(image));
    for (sv::DieReading& d : obs.dice) {
      d.center /= scale;
      d.box = cv::Rect(back(d.box.x), back(d.box.y), back(d.box.width), back(d.box.height));
    }
    return obs;
  });
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

// The held-out day through other cameras: smaller in the photo, more compressed, dimmer, under a
// warm lamp, out of focus. Each still meets the issue's 0.97 for real photos; what does not (JPEG
// of quality 50 and below, small dice compressed, blur of sigma 2.5) is in docs/accuracy.md,
// "Other cameras".
TEST(DiceRealD6, HeldOutPartThroughOtherCamerasMeetsTheIssuesFloor) {
  struct Camera {
    const char* what;
    std::function<cv::Mat(const cv::Mat&)> change;
    double scale = 1.0;
  };
  const std::vector<Camera> cameras{
      {"three quarters the size",
       [](const cv::Mat& m) {
         cv::Mat out;
         cv::resize(m, out, cv::Size(), 0.75, 0.75, cv::INTER_AREA);
         return out;
       },
       0.75},
      {"JPEG quality 70",
       [](const cv::Mat& m) {
         std::vector<uchar> jpeg;
         cv::imencode(".jpg", m, jpeg, {cv::IMWRITE_JPEG_QUALITY, 70});
         return cv::imdecode(jpeg, cv::IMREAD_COLOR);
       }},
      {"0.55 of the light",
       [](const cv::Mat& m) {
         cv::Mat out;
         m.convertTo(out, -1, 0.55);
         return out;
       }},
      {"a warm lamp (blue 0.7, green 0.9)",
       [](const cv::Mat& m) {
         cv::Mat out;
         cv::multiply(m, cv::Scalar(0.7, 0.9, 1.0), out);
         return out;
       }},
      {"out of focus (Gaussian blur, sigma 1.5)",
       [](const cv::Mat& m) {
         cv::Mat out;
         cv::GaussianBlur(m, out, cv::Size(), 1.5);
         return out;
       }},
  };
  for (const Camera& camera : cameras) {
    const sv::DiceEvaluation e = evaluate_changed(camera.change, camera.scale);
    ASSERT_EQ(e.truth, 582) << camera.what;
    expect_floors(std::string("real-d6 held-out, ") + camera.what, e, {0.97, 0.97, 0.97});
  }
}
