#include "calibration/undistorter.hpp"

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

namespace scriptorium::calibration {

cv::Matx33d scaled_camera_matrix(const CameraProfile& profile, cv::Size frame_size) {
  cv::Matx33d k = profile.camera_matrix;
  if (profile.image_size.width <= 0 || profile.image_size.height <= 0) return k;
  const double sx = static_cast<double>(frame_size.width) / profile.image_size.width;
  const double sy = static_cast<double>(frame_size.height) / profile.image_size.height;
  k(0, 0) *= sx;
  k(0, 1) *= sx;
  k(0, 2) *= sx;
  k(1, 1) *= sy;
  k(1, 2) *= sy;
  return k;
}

Undistorter::Undistorter(CameraProfile profile) : profile_(std::move(profile)) {}

cv::Mat Undistorter::apply(const cv::Mat& frame) {
  if (frame.size() != size_) {
    size_ = frame.size();
    const cv::Matx33d k = scaled_camera_matrix(profile_, size_);
    cv::initUndistortRectifyMap(k, profile_.distortion, cv::noArray(), k, size_, CV_16SC2, map1_, map2_);
  }
  cv::Mat out;
  cv::remap(frame, out, map1_, map2_, cv::INTER_LINEAR);
  return out;
}

}  // namespace scriptorium::calibration
