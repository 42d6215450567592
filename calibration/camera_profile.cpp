#include "calibration/camera_profile.hpp"

#include <cmath>
#include <vector>

#include <opencv2/calib3d.hpp>

namespace scriptorium::calibration {

nlohmann::json CameraProfile::to_json() const {
  nlohmann::json k = nlohmann::json::array();
  for (int r = 0; r < 3; ++r) {
    for (int c = 0; c < 3; ++c) k.push_back(camera_matrix(r, c));
  }
  nlohmann::json d = nlohmann::json::array();
  for (int i = 0; i < 5; ++i) d.push_back(distortion[i]);
  return {{"image_size", {image_size.width, image_size.height}},
          {"camera_matrix", k},
          {"distortion", d},
          {"reprojection_error", reprojection_error}};
}

CameraProfile CameraProfile::from_json(const core::JsonCursor& cursor) {
  CameraProfile p;
  const auto size = cursor.at("image_size");
  if (size.size() != 2) size.fail("expected [width, height]");
  p.image_size = {size.at(0).as_int32(1, 100000), size.at(1).as_int32(1, 100000)};
  const auto k = cursor.at("camera_matrix");
  if (k.size() != 9) k.fail("expected 9 numbers (row-major 3x3)");
  for (int i = 0; i < 9; ++i) {
    const double v = k.at(static_cast<std::size_t>(i)).as_number();
    if (!std::isfinite(v)) k.at(static_cast<std::size_t>(i)).fail("not a finite number");
    p.camera_matrix(i / 3, i % 3) = v;
  }
  if (p.camera_matrix(0, 0) <= 0 || p.camera_matrix(1, 1) <= 0) k.fail("focal lengths must be positive");
  const auto d = cursor.at("distortion");
  if (d.size() != 5) d.fail("expected 5 coefficients k1 k2 p1 p2 k3");
  for (int i = 0; i < 5; ++i) p.distortion[i] = d.at(static_cast<std::size_t>(i)).as_number();
  if (auto err = cursor.find("reprojection_error")) p.reprojection_error = err->as_number();
  return p;
}

cv::Point2d undistort_point(const CameraProfile& profile, cv::Point2d pixel) {
  std::vector<cv::Point2d> in{pixel};
  std::vector<cv::Point2d> out;
  cv::undistortPoints(in, out, profile.camera_matrix, profile.distortion, cv::noArray(), profile.camera_matrix);
  return out.front();
}

}  // namespace scriptorium::calibration
