#include "vision/image/colour_tables.hpp"

#include <opencv2/imgproc.hpp>

namespace scriptorium::vision {

void build_colour_tables() {
  const cv::Mat pixel(1, 1, CV_8UC3, cv::Scalar(64, 128, 192));
  cv::Mat out;
  for (const int code : {cv::COLOR_BGR2Lab, cv::COLOR_BGR2HSV_FULL, cv::COLOR_BGR2GRAY})
    cv::cvtColor(pixel, out, code);
}

}  // namespace scriptorium::vision
