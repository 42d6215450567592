// A camera's intrinsics as stored in a profile: what `calibrate camera` writes and every later
// frame is undistorted with.
#pragma once

#include <string>

#include <nlohmann/json.hpp>
#include <opencv2/core.hpp>

#include "engine/core/json_input.hpp"

namespace scriptorium::calibration {

struct CameraProfile {
  cv::Size image_size;
  cv::Matx33d camera_matrix = cv::Matx33d::eye();
  cv::Vec<double, 5> distortion{};  // k1 k2 p1 p2 k3
  double reprojection_error = 0;    // RMS pixels over the calibration views

  nlohmann::json to_json() const;
  // Validates sizes and finiteness; errors name the JSON pointer.
  static CameraProfile from_json(const core::JsonCursor& cursor);
};

// Maps a pixel of the distorted image to its undistorted position.
cv::Point2d undistort_point(const CameraProfile& profile, cv::Point2d pixel);

}  // namespace scriptorium::calibration
