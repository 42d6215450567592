#include "vision/image/shrink.hpp"

#include <opencv2/imgproc.hpp>

namespace scriptorium::vision {

cv::Mat shrink_area(const cv::Mat& image, cv::Size size) {
  cv::Mat current = image;
  while (current.cols >= 2 * size.width && current.rows >= 2 * size.height && current.cols % 2 == 0 &&
         current.rows % 2 == 0) {
    cv::Mat half;
    cv::resize(current, half, cv::Size(current.cols / 2, current.rows / 2), 0, 0, cv::INTER_AREA);
    current = half;
  }
  if (current.size() == size) return current.data == image.data ? image.clone() : current;
  cv::Mat out;
  cv::resize(current, out, size, 0, 0, cv::INTER_AREA);
  return out;
}

}  // namespace scriptorium::vision
