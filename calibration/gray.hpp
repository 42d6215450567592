// One 8-bit grey view of a BGR, BGRA or already grey frame, for the detectors that need it.
#pragma once

#include <opencv2/imgproc.hpp>

namespace scriptorium::calibration {

inline cv::Mat to_gray(const cv::Mat& image) {
  if (image.channels() == 3) {
    cv::Mat gray;
    cv::cvtColor(image, gray, cv::COLOR_BGR2GRAY);
    return gray;
  }
  if (image.channels() == 4) {
    cv::Mat gray;
    cv::cvtColor(image, gray, cv::COLOR_BGRA2GRAY);
    return gray;
  }
  return image;
}

}  // namespace scriptorium::calibration
