// ChArUco calibration on synthetic photos of a camera whose intrinsics are known, including views
// that show only part of the board (which a plain chessboard, needing every corner, cannot use).
#include "calibration/charuco.hpp"

#include <gtest/gtest.h>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "calibration/chessboard.hpp"
#include "tests/calibration/synthetic_views.hpp"

namespace sc = scriptorium::calibration;
namespace st = scriptorium::test;

namespace {

const sc::CharucoSpec kSpec{{5, 7}, 35, 26};

// Straight on, tilted up to 30 degrees each way, off centre; the last three push part of the
// board out of the frame.
const std::vector<st::ViewPose> kCharucoPoses{
    {0, 0, 0, 0, 0, 700},       {25, 0, 5, 40, 0, 680},       {-25, 0, -5, -40, 10, 700},
    {0, 25, 10, 0, 30, 720},    {0, -25, -10, 20, -30, 680},  {20, 20, 0, -60, -40, 740},
    {-20, 20, 15, 60, 40, 720}, {20, -20, -15, 50, -40, 700}, {30, 10, 0, 0, 0, 760},
    {10, 0, 0, 300, 0, 560},    {0, 10, 5, -300, 20, 560},    {-10, 0, 90, 0, 150, 560}};

cv::Mat render_charuco(const sc::CharucoTarget& target, const st::SyntheticCamera& camera,
                       const st::ViewPose& p, int seed) {
  const double px_per_mm = 4;
  const cv::Mat board = target.render(px_per_mm);
  const int margin = cvRound(kSpec.square_size * px_per_mm);
  cv::Mat texture;
  cv::copyMakeBorder(board, texture, margin, margin, margin, margin, cv::BORDER_CONSTANT, cv::Scalar(255));
  // Printed black and white are never 0 and 255 in a photo.
  texture.convertTo(texture, CV_8U, 210.0 / 255.0, 25);
  const cv::Point2d centre(kSpec.squares.width * kSpec.square_size / 2, kSpec.squares.height * kSpec.square_size / 2);
  return st::render_plane(camera, texture, px_per_mm, {-margin / px_per_mm, -margin / px_per_mm}, centre, p.rx, p.ry,
                          p.rz, p.ox, p.oy, p.z, seed);
}

std::vector<sc::CalibrationView> views(const sc::CharucoTarget& target, const st::SyntheticCamera& camera) {
  std::vector<sc::CalibrationView> out;
  for (std::size_t i = 0; i < kCharucoPoses.size(); ++i) {
    out.push_back(
        {"view" + std::to_string(i), render_charuco(target, camera, kCharucoPoses[i], static_cast<int>(i))});
  }
  return out;
}

}  // namespace

TEST(CharucoCalibration, RecoversKnownIntrinsicsWithinOnePercent) {
  const sc::CharucoTarget target(kSpec);
  st::SyntheticCamera camera;
  camera.k = {950, 0, 630, 0, 955, 370, 0, 0, 1};
  camera.distortion = {-0.15, 0.03, 0, 0, 0};
  const auto result = sc::calibrate_camera(views(target, camera), target);
  EXPECT_EQ(result.used.size(), kCharucoPoses.size()) << "rejected: " << result.rejected.size();
  const auto& k = result.profile.camera_matrix;
  EXPECT_NEAR(k(0, 0), 950, 9.5);  // 1% of the focal length
  EXPECT_NEAR(k(1, 1), 955, 9.55);
  EXPECT_NEAR(k(0, 2), 630, 10);
  EXPECT_NEAR(k(1, 2), 370, 10);
  EXPECT_NEAR(result.profile.distortion[0], -0.15, 0.03);
  EXPECT_LT(result.profile.reprojection_error, 0.5);
}

TEST(CharucoTarget, APartlyHiddenBoardStillGivesItsVisibleCorners) {
  const sc::CharucoTarget target(kSpec);
  const st::SyntheticCamera camera;
  const cv::Mat view = render_charuco(target, camera, kCharucoPoses[9], 9);
  const auto found = target.find(view);
  ASSERT_TRUE(found.has_value());
  const std::size_t all = static_cast<std::size_t>((kSpec.squares.width - 1) * (kSpec.squares.height - 1));
  EXPECT_GE(found->image.size(), 8u);
  EXPECT_LT(found->image.size(), all);  // part of the board is outside the frame
  // Every corner found lies where the camera projects its board point (id -> position is right).
  cv::Vec3d rvec, tvec;
  const st::ViewPose& p = kCharucoPoses[9];
  st::board_pose(p.rx, p.ry, p.rz, {kSpec.squares.width * kSpec.square_size / 2, kSpec.squares.height * kSpec.square_size / 2},
                 p.ox, p.oy, p.z, rvec, tvec);
  std::vector<cv::Point2f> expected;
  cv::projectPoints(found->board, rvec, tvec, camera.k, camera.distortion, expected);
  for (std::size_t i = 0; i < expected.size(); ++i) EXPECT_LT(cv::norm(expected[i] - found->image[i]), 0.5) << i;
}

TEST(CharucoTarget, ABlankViewIsNotUsed) {
  const sc::CharucoTarget target(kSpec);
  EXPECT_FALSE(target.find(cv::Mat(720, 1280, CV_8UC3, cv::Scalar(120, 120, 120))).has_value());
}

TEST(CharucoTarget, BadSpecsAreErrors) {
  EXPECT_THROW(sc::CharucoTarget({{2, 7}, 35, 26}), sc::CalibrationError);
  EXPECT_THROW(sc::CharucoTarget({{5, 7}, 35, 35}), sc::CalibrationError);
  EXPECT_THROW(sc::CharucoTarget({{30, 30}, 35, 26}), sc::CalibrationError);  // 450 markers
}

TEST(CharucoTarget, ThePrintedPageFitsA4AndIsFound) {
  const sc::CharucoTarget target(kSpec);
  const cv::Mat page = sc::render_target_page(target, 100);
  EXPECT_EQ(page.size(), cv::Size(827, 1169));  // A4 at 100 dpi
  const auto found = target.find(page);
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(found->image.size(), 24u);  // every inner corner of 5x7 squares
  // A board too big for the page is refused rather than printed at the wrong scale.
  EXPECT_THROW(sc::render_target_page(sc::CharucoTarget({{12, 12}, 35, 26})), sc::CalibrationError);
}

TEST(AnyOfTargets, EachViewUsesTheTargetItShows) {
  std::vector<std::unique_ptr<sc::CalibrationTarget>> list;
  list.push_back(std::make_unique<sc::ChessboardTarget>(sc::ChessboardSpec{{9, 6}, 25}));
  list.push_back(std::make_unique<sc::CharucoTarget>(kSpec));
  const sc::AnyOfTargets any(std::move(list));
  EXPECT_EQ(any.name(), "9x6 chessboard or 5x7 ChArUco board");
  const st::SyntheticCamera camera;
  const sc::CharucoTarget charuco(kSpec);
  const auto from_charuco = any.find(render_charuco(charuco, camera, kCharucoPoses[0], 0));
  ASSERT_TRUE(from_charuco.has_value());
  EXPECT_EQ(from_charuco->image.size(), 24u);
  const auto from_chessboard = any.find(st::render_chessboard(camera, {9, 6}, 25, 0, 0, 0, 0, 0, 520, 1));
  ASSERT_TRUE(from_chessboard.has_value());
  EXPECT_EQ(from_chessboard->image.size(), 54u);
}
