// Undistorts whole frames with a camera profile; the maps are built once per frame size (a
// profile calibrated at another resolution is scaled to the frame).
#pragma once

#include <opencv2/core.hpp>

#include "calibration/camera_profile.hpp"

namespace scriptorium::calibration {

class Undistorter {
 public:
  explicit Undistorter(CameraProfile profile);
  cv::Mat apply(const cv::Mat& frame);

 private:
  CameraProfile profile_;
  cv::Size size_;
  cv::Mat map1_, map2_;
};

// The profile's camera matrix for frames of another size (same field of view).
cv::Matx33d scaled_camera_matrix(const CameraProfile& profile, cv::Size frame_size);

}  // namespace scriptorium::calibration
