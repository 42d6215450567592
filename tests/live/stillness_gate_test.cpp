#include "vision/live/stillness_gate.hpp"

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "vision/live/synthetic_table.hpp"

namespace sv = scriptorium::vision;

namespace {

cv::Mat felt(cv::Size size = {640, 360}) {
  cv::Mat image(size, CV_8UC3, cv::Scalar(50, 100, 45));
  cv::RNG rng(3);
  cv::Mat grain(size, CV_8UC3);
  rng.fill(grain, cv::RNG::UNIFORM, 0, 20);
  image += grain;
  return image;
}

cv::Mat with_die(const cv::Mat& table, cv::Point2f at, float angle = 10) {
  cv::Mat image = table.clone();
  sv::synthetic::draw_die(image, at, 30, angle, 5);
  return image;
}

}  // namespace

TEST(StillnessGate, IdenticalFramesAreStillAndSettleAfterTheSettleTime) {
  sv::StillnessGate gate;  // settle 0.25 s
  const cv::Mat frame = with_die(felt(), {300, 180});
  for (int i = 0; i < 10; ++i) {
    const auto sample = gate.update(frame, i / 30.0);
    EXPECT_FALSE(sample.moving) << i;
    // Still since frame 0: settled once 0.25 s have passed (frame 8 at 30 fps).
    EXPECT_EQ(sample.settled, i >= 8) << i;
  }
}

TEST(StillnessGate, AMovingDieIsMotion) {
  sv::StillnessGate gate;
  const cv::Mat table = felt();
  gate.update(with_die(table, {200, 180}), 0);
  for (int i = 1; i < 10; ++i) {
    EXPECT_TRUE(gate.update(with_die(table, {200.0f + 6.0f * static_cast<float>(i), 180}), i / 30.0).moving) << i;
  }
}

TEST(StillnessGate, LightingFlickerAndNoiseAreNotMotion) {
  sv::StillnessGate gate;
  const cv::Mat frame = with_die(felt(), {300, 180});
  cv::RNG rng(11);
  for (int i = 0; i < 30; ++i) {
    cv::Mat noisy;
    frame.convertTo(noisy, -1, 1.0 + 0.08 * std::sin(i * 0.9));  // +-8% gain
    cv::Mat noise(frame.size(), CV_8UC3);
    rng.fill(noise, cv::RNG::UNIFORM, 0, 6);
    noisy += noise;
    EXPECT_FALSE(gate.update(noisy, i / 30.0).moving) << i;
  }
}

TEST(StillnessGate, SlowCreepIsCaughtAgainstTheStreakAnchor) {
  // 0.2 px per frame: each frame alone looks still, but after a few frames the die has moved
  // by more than a pixel from where the still streak began, so the scene never settles.
  sv::StillnessGate gate;
  const cv::Mat table = felt();
  bool drifted = false;
  bool settled = false;
  for (int i = 0; i < 30; ++i) {
    const auto sample = gate.update(with_die(table, {300.0f + 0.2f * static_cast<float>(i), 180}, 10), i / 30.0);
    EXPECT_FALSE(sample.moving) << i;
    drifted = drifted || sample.drifted;
    settled = settled || sample.settled;
  }
  EXPECT_TRUE(drifted);
  EXPECT_FALSE(settled);
}

TEST(StillnessGate, MotionRestartsTheStillTimer) {
  sv::StillnessGate gate;
  const cv::Mat table = felt();
  const cv::Mat a = with_die(table, {300, 180}), b = with_die(table, {340, 200});
  for (int i = 0; i < 10; ++i) gate.update(a, i / 30.0);
  EXPECT_TRUE(gate.update(b, 10 / 30.0).moving);
  const auto first_still = gate.update(b, 11 / 30.0);
  EXPECT_FALSE(first_still.moving);
  EXPECT_FALSE(first_still.settled);
  EXPECT_NEAR(first_still.still_seconds, 0.0, 1e-9);
}
