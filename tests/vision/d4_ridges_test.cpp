// d4_ridge_angle against drawn d4s whose corners are known: the ridges run from the top vertex to
// the three corners, so the angle found must point at one of them (mod 120 degrees), whatever
// the die's turn, colours, numerals and a slight lean; and the d4 close look that reads the
// value on crops turned upright by them.
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <vector>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include "vision/dice/close_look.hpp"
#include "vision/dice/d4_ridges.hpp"
#include "vision/dice/dice_reader.hpp"
#include "vision/dice/face_classifier.hpp"
#include "vision/synth/solid_die.hpp"

namespace sv = scriptorium::vision;
namespace synth = scriptorium::vision::synth;

namespace {

constexpr double kPi = 3.14159265358979323846;

// The difference of two directions of a three-fold pattern, in degrees, in [0, 60].
double three_fold_gap(double a, double b) {
  const double d = std::fmod(std::fmod(a - b, 120.0) + 180.0, 120.0) - 60.0;
  return std::abs(d);
}

// Two drawn looks: a red die with white numerals and a pale one with black, in two fonts.
const synth::SolidLook kDrawnD4Looks[] = {
    {cv::Scalar(30, 30, 170), cv::Scalar(240, 240, 240), cv::FONT_HERSHEY_SIMPLEX, 2},
    {cv::Scalar(210, 210, 200), cv::Scalar(20, 20, 20), cv::FONT_HERSHEY_DUPLEX, 3},
};

struct Drawn {
  cv::Mat image;
  synth::SolidView view;
};

Drawn draw_d4(double yaw, int value, cv::Vec2d lean, cv::Scalar table, const synth::SolidLook& look) {
  cv::Mat canvas(200, 200, CV_8UC3, table);
  synth::SolidPose pose{synth::SolidKind::d4, value, yaw, 60.0};
  const synth::SolidView view = synth::draw_solid(canvas, pose, {100.0, 100.0}, lean, look);
  cv::GaussianBlur(canvas, canvas, cv::Size(), 0.8);  // a camera's softness
  return {canvas, view};
}

}  // namespace

TEST(D4Ridges, PointAtTheCorners) {
  const cv::Scalar tables[] = {cv::Scalar(40, 90, 40), cv::Scalar(150, 140, 130)};
  const cv::Vec2d leans[] = {{0.0, 0.0}, {0.12, -0.08}};
  int checked = 0;
  for (int i = 0; i < 24; ++i) {
    const double yaw = 2 * kPi * i / 24 + 0.05;
    for (int k = 0; k < 2; ++k) {
      const Drawn d = draw_d4(yaw, 1 + i % 4, leans[k], tables[(i + k) % 2], kDrawnD4Looks[i % 2]);
      if (d.view.outline.size() != 3) continue;  // the vertex outside the base: a steeper view
      const cv::Point2d v = d.view.up_face;
      double best = 180.0;
      for (const cv::Point2d& corner : d.view.outline)
        best = std::min(best, three_fold_gap(sv::d4_ridge_angle(d.image, cv::Point2f(v), 60.f),
                                             std::atan2(corner.y - v.y, corner.x - v.x) * 180.0 / kPi));
      EXPECT_LT(best, 6.0) << "yaw " << yaw << " lean " << k;
      ++checked;
    }
  }
  EXPECT_GE(checked, 40) << "too few d4s drawn with a triangular outline: the test shows little";
}

TEST(D4Ridges, UprightTurnPutsTheRidgeFoundStraightUp) {
  // The turn's direction and offset (the ridge angle is clockwise as seen, face_crop's angle
  // counter-clockwise): in the crop turned by d4_upright_angle, the ridge found points straight
  // up, -90 degrees (mod 120). PointAtTheCorners checks that the ridge found is a ridge.
  const synth::SolidLook look{cv::Scalar(160, 60, 20), cv::Scalar(250, 250, 250), cv::FONT_HERSHEY_SIMPLEX, 2};
  for (int i = 0; i < 8; ++i) {
    const Drawn d = draw_d4(0.4 + 0.7 * i, 2, {0.0, 0.0}, cv::Scalar(60, 60, 60), look);
    const cv::Point2f v(d.view.up_face);
    const double turn = sv::d4_upright_angle(d.image, v, 60.f);
    const cv::Mat upright = sv::face_crop(d.image, v, 120.0, 120, turn);
    EXPECT_LT(three_fold_gap(sv::d4_ridge_angle(upright, {60.f, 60.f}, 60.f), -90.0), 4.0) << "die " << i;
  }
}

TEST(D4Ridges, UprightAnglesAreEachDiesTurnInOrder) {
  const synth::SolidLook look{cv::Scalar(40, 40, 170), cv::Scalar(240, 240, 240), cv::FONT_HERSHEY_SIMPLEX, 2};
  cv::Mat canvas(200, 400, CV_8UC3, cv::Scalar(70, 110, 70));
  const std::vector<double> yaws{0.3, 1.1};
  std::vector<cv::Point2f> vertices;
  for (std::size_t i = 0; i < yaws.size(); ++i) {
    const synth::SolidPose pose{synth::SolidKind::d4, 3, yaws[i], 60.0};
    const cv::Point2d at(100.0 + 200.0 * static_cast<double>(i), 100.0);
    vertices.emplace_back(synth::draw_solid(canvas, pose, at, {0.0, 0.0}, look).up_face);
  }
  const std::vector<double> angles = sv::d4_upright_angles(canvas, vertices, {60.f, 60.f});
  ASSERT_EQ(angles.size(), 2u);
  EXPECT_EQ(angles[0], sv::d4_upright_angle(canvas, vertices[0], 60.f));
  EXPECT_EQ(angles[1], sv::d4_upright_angle(canvas, vertices[1], 60.f));
  EXPECT_GT(three_fold_gap(angles[0], angles[1]), 20.0) << "the two dice lie differently turned";
  EXPECT_THROW(sv::d4_upright_angles(canvas, vertices, {60.f}), std::invalid_argument);
}

TEST(FaceClassifier, TurnedReadingNeedsAnAnglePerDie) {
  sv::FaceClassifier faces("numeral_d4_vertex", 4, 48, 0.8);
  const cv::Mat image(100, 100, CV_8UC3, cv::Scalar(90, 90, 90));
  EXPECT_THROW(faces.classify_turned(image, {{50.f, 50.f}}, {30.f}, {}, {120.0}), std::invalid_argument);
  EXPECT_EQ(faces.classify_turned(image, {{50.f, 50.f}}, {30.f}, {10.0}, {120.0}).size(), 1u);
}

// The reader's d4 close look (DiceModels::numerals) through CloseLookReader: drawn d4s of every
// value at 24 turns, read upright by their ridges, one row of the four values' probabilities each.
TEST(CloseLookReader, ReadsDrawnD4sAtEveryTurn) {
  const sv::DiceModels models = sv::DiceModels::numerals();
  ASSERT_TRUE(models.close_look && models.close_look->upright);
  sv::CloseLookReader reader(*models.close_look, models.classes);
  int right = 0;
  for (int i = 0; i < 24; ++i) {
    const int value = 1 + i % 4;
    const Drawn d =
        draw_d4(2 * kPi * i / 24 + 0.05, value, {0.0, 0.0}, cv::Scalar(40, 90, 40), kDrawnD4Looks[i % 2]);
    const std::vector<sv::FaceProbabilities> read = reader.read(d.image, {cv::Point2f(d.view.up_face)}, {60.f});
    ASSERT_EQ(read.size(), 1u);
    ASSERT_EQ(read[0].size(), 4u);
    EXPECT_NEAR(read[0][0] + read[0][1] + read[0][2] + read[0][3], 1.f, 1e-4f);
    right += std::max_element(read[0].begin(), read[0].end()) - read[0].begin() + 1 == value;
  }
  EXPECT_EQ(right, 24);
}

// Further views count as much as the first: three views are the mean of the three single views,
// read for every die or (second_turn_below above any probability) for every unsure one alike,
// and not at all for a die read surely enough.
TEST(FaceClassifier, FurtherViewsAreAveragedAlike) {
  const Drawn d = draw_d4(0.7, 3, {0.0, 0.0}, cv::Scalar(40, 90, 40), kDrawnD4Looks[0]);
  const std::vector<cv::Point2f> at{cv::Point2f(d.view.up_face)};
  const double angle = sv::d4_upright_angle(d.image, at[0], 60.f);
  sv::FaceClassifier faces("numeral_d4_vertex", 4, 48, 0.8);
  std::vector<float> mean(4, 0.f);
  for (const double turn : {0.0, sv::kD4ThirdTurn, 2 * sv::kD4ThirdTurn}) {
    const sv::FaceProbabilities one = faces.classify_turned(d.image, at, {60.f}, {angle + turn}, {})[0];
    for (std::size_t k = 0; k < 4; ++k) mean[k] += one[k] / 3.f;
  }
  const std::vector<double> further{sv::kD4ThirdTurn, 2 * sv::kD4ThirdTurn};
  const sv::FaceProbabilities every = faces.classify_turned(d.image, at, {60.f}, {angle}, further)[0];
  faces.set_second_turn_below(1.1f);
  const sv::FaceProbabilities unsure = faces.classify_turned(d.image, at, {60.f}, {angle}, further)[0];
  faces.set_second_turn_below(0.f);
  const sv::FaceProbabilities sure = faces.classify_turned(d.image, at, {60.f}, {angle}, further)[0];
  const sv::FaceProbabilities first = faces.classify_turned(d.image, at, {60.f}, {angle}, {})[0];
  for (std::size_t k = 0; k < 4; ++k) {
    EXPECT_NEAR(every[k], mean[k], 1e-5f) << "value " << k + 1;
    EXPECT_NEAR(unsure[k], mean[k], 1e-5f) << "value " << k + 1;
    EXPECT_NEAR(sure[k], first[k], 1e-6f) << "value " << k + 1;
  }
}

TEST(CloseLookReader, RejectsUprightViewsOutsideOneToThree) {
  const sv::DiceModels models = sv::DiceModels::numerals();
  for (const int views : {0, 4}) {
    sv::CloseLook look = *models.close_look;
    look.upright_views = views;
    EXPECT_THROW(sv::CloseLookReader(look, models.classes), std::invalid_argument) << views << " views";
  }
}
