// Camera calibration on synthetic chessboard photos of a camera whose intrinsics are known.
#include "calibration/chessboard.hpp"

#include <gtest/gtest.h>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include "tests/calibration/synthetic_views.hpp"

namespace sc = scriptorium::calibration;
namespace st = scriptorium::test;

namespace {

const sc::ChessboardTarget kChessboard({{9, 6}, 25});

// Twelve views: straight on, tilted up to 30 degrees each way, and off centre.
const std::vector<st::ViewPose> kChessboardPoses{
    {0, 0, 0, 0, 0, 520},       {25, 0, 5, 40, 0, 500},       {-25, 0, -5, -40, 10, 520},
    {0, 25, 10, 0, 30, 540},    {0, -25, -10, 20, -30, 500},  {20, 20, 0, -60, -40, 560},
    {-20, 20, 15, 60, 40, 540}, {20, -20, -15, 50, -40, 520}, {-20, -20, 5, -50, 30, 560},
    {30, 10, 0, 0, 0, 600},     {10, -30, 20, 30, 20, 580},   {-15, 5, -20, -70, 0, 480}};

std::vector<sc::CalibrationView> views(const st::SyntheticCamera& camera) {
  std::vector<sc::CalibrationView> out;
  int i = 0;
  for (const auto& p : kChessboardPoses) {
    out.push_back({"view" + std::to_string(i),
                   st::render_chessboard(camera, {9, 6}, 25, p.rx, p.ry, p.rz, p.ox, p.oy, p.z, i)});
    ++i;
  }
  return out;
}

}  // namespace

TEST(CameraCalibration, RecoversKnownIntrinsicsWithinOnePercent) {
  const st::SyntheticCamera camera;  // fx = fy = 1000, centre (640, 360), no distortion
  const auto result = sc::calibrate_camera(views(camera), kChessboard);
  EXPECT_EQ(result.used.size(), kChessboardPoses.size());
  const auto& k = result.profile.camera_matrix;
  EXPECT_NEAR(k(0, 0), 1000, 10);  // 1% of the focal length
  EXPECT_NEAR(k(1, 1), 1000, 10);
  EXPECT_NEAR(k(0, 2), 640, 10);
  EXPECT_NEAR(k(1, 2), 360, 10);
  EXPECT_LT(result.profile.reprojection_error, 0.5);
  EXPECT_EQ(result.profile.image_size, cv::Size(1280, 720));
}

TEST(CameraCalibration, RecoversFocalLengthAndDistortionOfABarrelLens) {
  st::SyntheticCamera camera;
  camera.k = {900, 0, 650, 0, 905, 350, 0, 0, 1};
  camera.distortion = {-0.2, 0.05, 0, 0, 0};
  const auto result = sc::calibrate_camera(views(camera), kChessboard);
  const auto& k = result.profile.camera_matrix;
  EXPECT_NEAR(k(0, 0), 900, 9);
  EXPECT_NEAR(k(1, 1), 905, 9.05);
  EXPECT_NEAR(result.profile.distortion[0], -0.2, 0.03);
  EXPECT_LT(result.profile.reprojection_error, 0.5);
  // Undistorting a distorted pixel brings it back where the pinhole camera would see it.
  const cv::Point2d pinhole(1100, 600);
  std::vector<cv::Point2d> distorted;
  cv::Mat rvec = cv::Mat::zeros(3, 1, CV_64F), tvec = cv::Mat::zeros(3, 1, CV_64F);
  const cv::Vec3d ray((pinhole.x - 650) / 900, (pinhole.y - 350) / 905, 1);
  cv::projectPoints(std::vector<cv::Point3d>{{ray[0], ray[1], ray[2]}}, rvec, tvec, camera.k, camera.distortion, distorted);
  const cv::Point2d back = sc::undistort_point(result.profile, distorted[0]);
  // The recovered camera matrix differs by well under 1%, so compare in normalised coordinates;
  // 4e-3 is about 3.6 px this far from the centre, where the fitted k1, k2 extrapolate most.
  EXPECT_NEAR((back.x - k(0, 2)) / k(0, 0), ray[0], 4e-3);
  EXPECT_NEAR((back.y - k(1, 2)) / k(1, 1), ray[1], 4e-3);
}

TEST(CameraCalibration, ViewsWithoutAChessboardAreRejectedByName) {
  const st::SyntheticCamera camera;
  auto all = views(camera);
  all.push_back({"blank", cv::Mat(720, 1280, CV_8UC3, cv::Scalar(120, 120, 120))});
  const auto result = sc::calibrate_camera(all, kChessboard);
  EXPECT_EQ(result.rejected, std::vector<std::string>{"blank"});
  EXPECT_EQ(result.used.size(), kChessboardPoses.size());
}

TEST(CameraCalibration, FewerThanThreeGoodViewsIsAnError) {
  const st::SyntheticCamera camera;
  auto two = views(camera);
  two.resize(2);
  EXPECT_THROW(sc::calibrate_camera(two, kChessboard), sc::CalibrationError);
}

TEST(CameraCalibration, ViewsOfDifferentSizesAreAnError) {
  const st::SyntheticCamera camera;
  auto all = views(camera);
  all.push_back({"small", cv::Mat(480, 640, CV_8UC3, cv::Scalar(0, 0, 0))});
  EXPECT_THROW(sc::calibrate_camera(all, kChessboard), sc::CalibrationError);
}

TEST(ChessboardTarget, BadSpecsAreErrors) {
  EXPECT_THROW(sc::ChessboardTarget({{1, 6}, 25}), sc::CalibrationError);
  EXPECT_THROW(sc::ChessboardTarget({{9, 6}, 0}), sc::CalibrationError);
}

TEST(ChessboardTarget, ThePrintedPageIsFoundStraightOn) {
  // The page a user prints: the chessboard must be found on it with all its inner corners.
  const cv::Mat page = sc::render_target_page(kChessboard, 100);
  cv::Mat small;
  cv::resize(page, small, {}, 0.5, 0.5, cv::INTER_AREA);
  const auto found = kChessboard.find(small);
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(found->image.size(), 54u);
  EXPECT_EQ(found->board.size(), 54u);
}
