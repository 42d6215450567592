// Camera calibration from photos of a printed chessboard: corners found and refined to
// sub-pixel accuracy in each view, then OpenCV's calibrateCamera; the RMS reprojection error
// tells how well the model fits.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "calibration/camera_profile.hpp"

namespace scriptorium::calibration {

class CalibrationError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct ChessboardSpec {
  cv::Size inner_corners{9, 6};  // inner corners per row and column
  double square_size = 25.0;     // millimetres (only scales the extrinsics)
};

struct CalibrationView {
  std::string name;
  cv::Mat image;
};

struct CameraCalibration {
  CameraProfile profile;
  std::vector<std::string> used;      // views whose corners were found
  std::vector<std::string> rejected;  // views without a complete chessboard
  std::vector<double> view_errors;    // RMS reprojection error per used view, pixels
};

// The chessboard's inner corners in a grey or BGR image, refined to sub-pixel accuracy.
std::optional<std::vector<cv::Point2f>> find_chessboard(const cv::Mat& image, cv::Size inner_corners);

// Calibrates from the views; needs at least 3 views with a complete chessboard, all of one size.
// k3 is held at 0 (few views overfit it).
CameraCalibration calibrate_camera(const std::vector<CalibrationView>& views, const ChessboardSpec& spec);

}  // namespace scriptorium::calibration
