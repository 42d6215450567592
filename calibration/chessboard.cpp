#include "calibration/gray.hpp"
#include "calibration/chessboard.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::calibration {

std::optional<std::vector<cv::Point2f>> find_chessboard(const cv::Mat& image, cv::Size inner_corners) {
  cv::Mat gray = to_gray(image);
  std::vector<cv::Point2f> corners;
  const int flags = cv::CALIB_CB_ADAPTIVE_THRESH | cv::CALIB_CB_NORMALIZE_IMAGE | cv::CALIB_CB_FAST_CHECK;
  if (!cv::findChessboardCorners(gray, inner_corners, corners, flags)) return std::nullopt;
  // The refinement window scales with the square size so large, blurred corners still converge.
  const double square = cv::norm(corners[0] - corners[1]);
  const int half = std::clamp(static_cast<int>(square * 0.4), 3, 15);
  cv::cornerSubPix(gray, corners, {half, half}, {-1, -1},
                   cv::TermCriteria(cv::TermCriteria::EPS + cv::TermCriteria::COUNT, 60, 1e-4));
  return corners;
}

CameraCalibration calibrate_camera(const std::vector<CalibrationView>& views, const ChessboardSpec& spec) {
  if (spec.inner_corners.width < 2 || spec.inner_corners.height < 2) {
    throw CalibrationError("the chessboard needs at least 2x2 inner corners");
  }
  if (!(spec.square_size > 0)) throw CalibrationError("the square size must be positive");
  std::vector<cv::Point3f> board;
  for (int r = 0; r < spec.inner_corners.height; ++r) {
    for (int c = 0; c < spec.inner_corners.width; ++c) {
      board.emplace_back(static_cast<float>(c * spec.square_size), static_cast<float>(r * spec.square_size), 0.0f);
    }
  }
  CameraCalibration out;
  std::vector<std::vector<cv::Point3f>> object_points;
  std::vector<std::vector<cv::Point2f>> image_points;
  cv::Size size;
  for (const auto& view : views) {
    if (view.image.empty()) {
      out.rejected.push_back(view.name);
      continue;
    }
    if (size.area() == 0) size = view.image.size();
    if (view.image.size() != size) {
      throw CalibrationError("all views must have the same size: " + view.name + " is " + std::to_string(view.image.cols) +
                             "x" + std::to_string(view.image.rows) + ", the first is " + std::to_string(size.width) +
                             "x" + std::to_string(size.height));
    }
    auto corners = find_chessboard(view.image, spec.inner_corners);
    if (!corners) {
      out.rejected.push_back(view.name);
      continue;
    }
    out.used.push_back(view.name);
    image_points.push_back(std::move(*corners));
    object_points.push_back(board);
  }
  if (image_points.size() < 3) {
    throw CalibrationError("a complete " + std::to_string(spec.inner_corners.width) + "x" +
                           std::to_string(spec.inner_corners.height) + " chessboard was found in " +
                           std::to_string(image_points.size()) + " of " + std::to_string(views.size()) +
                           " views; at least 3 are needed");
  }
  cv::Mat k, d, std_intrinsics, std_extrinsics, per_view;
  std::vector<cv::Mat> rvecs, tvecs;
  const double rms = cv::calibrateCamera(object_points, image_points, size, k, d, rvecs, tvecs, std_intrinsics,
                                                 std_extrinsics, per_view, cv::CALIB_FIX_K3);
  out.profile.image_size = size;
  out.profile.camera_matrix = cv::Matx33d(k);
  for (int i = 0; i < 5; ++i) out.profile.distortion[i] = d.at<double>(i);
  out.profile.reprojection_error = rms;
  for (int i = 0; i < per_view.rows; ++i) out.view_errors.push_back(per_view.at<double>(i));
  return out;
}

}  // namespace scriptorium::calibration
